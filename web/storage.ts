// Preferences kept between visits (display, strategy and lists) in localStorage; the position
// lives in the address. Storage may be off (private windows): the page then works without it.

export function stored(key: string): string | undefined {
  try {
    return localStorage.getItem(`wordle.${key}`) ?? undefined;
  } catch {
    return undefined;
  }
}

export function store(key: string, value: string): void {
  try {
    localStorage.setItem(`wordle.${key}`, value);
  } catch {
    // Not kept, as documented above.
  }
}
