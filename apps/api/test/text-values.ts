// The texts a JSON document carries (keys and string values, at any depth), so a search for
// a secret is not fooled by numbers such as a response time that happen to contain its digits.
export function textValues(json: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [json];
  }
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) {
        texts.push(key);
        walk(item);
      }
  };
  walk(parsed);
  return texts;
}
