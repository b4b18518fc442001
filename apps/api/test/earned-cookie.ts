// A storefront session that earned parties (landing/earned-service.ts): each code or landing
// page it opens renews its token, so the cookie to use afterwards is the last one handed out.
import type { TestApp } from './app';

/** Opens each of `urls` (GET calls under /api/v1/) with `cookie`; returns the session's cookie afterwards. */
export async function earnedCookie(app: TestApp['app'], cookie: string, ...urls: string[]): Promise<string> {
  let current = cookie;
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie: current } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const renewed = res.cookies.find((c) => c.name === 'sid');
    if (renewed) current = `sid=${renewed.value}`;
  }
  return current;
}
