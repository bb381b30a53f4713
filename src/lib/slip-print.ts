// The print stylesheet of a till slip (the receipt, a shift's X/Z report): printed on an 80 mm
// receipt printer, only the slip's dialog, in a 72 mm column, with nothing of the page behind it.
// `name` is the slip's class: the dialog carries `${name}-root`, the slip itself `${name}`, and the
// parts not to print (its buttons, its sync line) the classes in `hidden`.
export function slipPrintCss(name: string, hidden: string[], slip: Record<string, string>) {
  const root = `.${name}-root`;
  return {
    '@media print': {
      '@page': { size: '80mm auto', margin: '4mm' },
      [`body > *:not(${root})`]: { display: 'none !important' },
      [[`${root} .MuiBackdrop-root`, ...hidden.map((h) => `.${h}`)].join(', ')]: { display: 'none !important' },
      [`${root}, ${root} .MuiDialog-container`]: { position: 'static !important', display: 'block !important' },
      [`${root} .MuiPaper-root`]: {
        boxShadow: 'none !important',
        borderRadius: '0 !important',
        margin: '0 !important',
        width: '72mm !important',
        maxWidth: 'none !important',
        maxHeight: 'none !important',
        overflow: 'visible !important',
      },
      [`${root} .MuiDialogContent-root`]: { padding: '0 !important', overflow: 'visible !important' },
      [`.${name}`]: { fontFamily: 'monospace', color: '#000', ...slip },
    },
  };
}
