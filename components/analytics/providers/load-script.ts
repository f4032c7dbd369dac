/** Adds a provider's script to the page; resolves when it has run, rejects when it cannot load (a blocker, offline). */
export function loadScript(src: string, attributes: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error(`${src} did not load`)), { once: true });
    document.head.append(script);
  });
}
