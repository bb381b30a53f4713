// What the kiosk's on-screen keyboard (components/on-screen-keyboard.tsx) types: plain functions, tested
// in keyboard-typing.test.ts.
import type { LanguageCode } from '../../config/constants';

/** The letter rows of each language's keyboard. */
export const KEY_ROWS: Record<LanguageCode, string[]> = {
  'en-US': ['QWERTYUIOP', 'ASDFGHJKL', "ZXCVBNM-'"],
  'es-ES': ['QWERTYUIOP', 'ASDFGHJKLÑ', "ZXCVBNM-'"],
  'de-DE': ['QWERTZUIOPÜ', 'ASDFGHJKLÖÄ', "YXCVBNMß-'"],
};

/** The key's letter as typed after `before`: a capital at the start of a word, small inside one. */
export function typedLetter(before: string, key: string): string {
  if (!/\p{L}/u.test(key)) return key;
  const startOfWord = before === '' || /[\s-]$/.test(before);
  // ß has no single-letter capital: it is typed as it is.
  return startOfWord || key === 'ß' ? key : key.toLocaleLowerCase();
}

/** What the field holds after a key: letters and signs appended (within maxLength), backspace takes the last one off. */
export function pressKey(value: string, key: string | 'backspace' | 'space', maxLength: number): string {
  if (key === 'backspace') return Array.from(value).slice(0, -1).join('');
  const add = key === 'space' ? (value === '' || value.endsWith(' ') ? '' : ' ') : typedLetter(value, key);
  return value.length + add.length > maxLength ? value : value + add;
}

/** The rows of the keyboard for a code (a coupon): digits, then capitals, and the hyphen codes may hold. */
export const CODE_ROWS = ['1234567890', 'QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM-'];

/** A code is typed as it is printed: capitals and digits, no spaces; backspace takes the last one off. */
export function pressCodeKey(value: string, key: string | 'backspace' | 'space', maxLength: number): string {
  if (key === 'backspace') return value.slice(0, -1);
  if (key === 'space' || value.length >= maxLength) return value;
  return value + key.toUpperCase();
}
