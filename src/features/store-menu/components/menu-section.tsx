import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicCategory, TodayOption, TodayProduct } from '../../../../server/contracts/catalogue';
import { MenuCard } from './menu-card';

interface MenuSectionProps {
  category: PublicCategory;
  products: TodayProduct[];
  /** Products the public menu lists right now. */
  onPublicMenu: Set<string>;
  onToggle: (product: TodayProduct, available: boolean) => Promise<void>;
  onToggleOption: (option: TodayOption, available: boolean) => Promise<void>;
}

/** One category of the store's menu: its name, description and a grid of product cards with their switches. */
export function MenuSection({ category, products, onPublicMenu, onToggle, onToggleOption }: MenuSectionProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby={`cat-${category.uuid}`} data-testid="menu-section">
      <Typography id={`cat-${category.uuid}`} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {category.name}
      </Typography>
      {category.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {category.description}
        </Typography>
      )}
      {products.length === 0 ? (
        <Typography color="text.secondary">{t('catalogue:menu.emptyCategory')}</Typography>
      ) : (
        <Box sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
        }}>
          {products.map((p) => (
            <MenuCard key={p.uuid} product={p} onPublicMenu={onPublicMenu.has(p.uuid)} onToggle={(v) => onToggle(p, v)} onToggleOption={onToggleOption} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The category tabs above the menu: all, then one per category (a note where the store has none). */
interface CategoryTabsProps {
  categories: PublicCategory[];
  value: string;
  /** The tab's value for every category. */
  all: string;
  onChange: (v: string) => void;
}

export function CategoryTabs({ categories, value, all, onChange }: CategoryTabsProps) {
  const { t } = useTranslation();
  if (categories.length === 0) return <Alert severity="info">{t('catalogue:menu.noCategories')}</Alert>;
  return (
    <Tabs
      value={value}
      onChange={(_e, v: string) => onChange(v)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('catalogue:menu.categoriesLabel')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value={all} label={t('catalogue:menu.allCategories')} />
      {categories.map((c) => (
        <Tab key={c.uuid} value={c.uuid} label={c.name} />
      ))}
    </Tabs>
  );
}
