// The words of an order's push notification, in the three languages of the app. `call` is what the
// counter shouts: the order's call number where it has one, else its order id.
import type { PushLanguage } from '../../contracts/push';

type Words = { title: string; body: string };
type Status = 'accepted' | 'preparing' | 'ready' | 'cancelled' | 'refunded';

const TEXT: Record<PushLanguage, Record<Status, (call: string, store: string) => Words>> = {
  en: {
    accepted: (c, s) => ({ title: `Order ${c} accepted`, body: `${s} has your order.` }),
    preparing: (c, s) => ({ title: `Order ${c} is being prepared`, body: `${s} is making it now.` }),
    ready: (c, s) => ({ title: `Your order ${c} is ready`, body: `Pick it up at ${s}.` }),
    cancelled: (c, s) => ({ title: `Order ${c} was cancelled`, body: `${s} cancelled your order. Any payment is returned.` }),
    refunded: (c, s) => ({ title: `Order ${c} was refunded`, body: `${s} refunded your order.` }),
  },
  es: {
    accepted: (c, s) => ({ title: `Pedido ${c} aceptado`, body: `${s} ha recibido tu pedido.` }),
    preparing: (c, s) => ({ title: `Pedido ${c} en preparación`, body: `${s} lo está preparando.` }),
    ready: (c, s) => ({ title: `Tu pedido ${c} está listo`, body: `Recógelo en ${s}.` }),
    cancelled: (c, s) => ({ title: `Pedido ${c} cancelado`, body: `${s} ha cancelado tu pedido. Se devuelve cualquier pago.` }),
    refunded: (c, s) => ({ title: `Pedido ${c} reembolsado`, body: `${s} ha reembolsado tu pedido.` }),
  },
  de: {
    accepted: (c, s) => ({ title: `Bestellung ${c} angenommen`, body: `${s} hat deine Bestellung erhalten.` }),
    preparing: (c, s) => ({ title: `Bestellung ${c} wird zubereitet`, body: `${s} bereitet sie gerade zu.` }),
    ready: (c, s) => ({ title: `Deine Bestellung ${c} ist fertig`, body: `Hol sie bei ${s} ab.` }),
    cancelled: (c, s) => ({ title: `Bestellung ${c} storniert`, body: `${s} hat deine Bestellung storniert. Eine Zahlung wird erstattet.` }),
    refunded: (c, s) => ({ title: `Bestellung ${c} erstattet`, body: `${s} hat deine Bestellung erstattet.` }),
  },
};

export function pushWords(language: PushLanguage, status: string, call: string, store: string): Words | null {
  const say = (TEXT[language] ?? TEXT.en)[status as Status];
  return say ? say(call, store) : null;
}
