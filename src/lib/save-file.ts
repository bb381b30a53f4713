// Saves what the app made or fetched (a CSV template, a report export) as a file download.

/** Offers `blob` as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Offers a CSV text as a download. */
export const saveCsv = (text: string, name: string): void => saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
