/** The value of one series in Prometheus's text format, 0 when it is absent. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(" ")[0] ?? "";
    if (wanted.every((pair) => labelText.includes(pair)))
      return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return 0;
}
