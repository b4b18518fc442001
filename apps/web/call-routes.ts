// A Vite plugin serving `virtual:call-routes`: each contract call's methods and path, by name,
// and whether reading it earns the session a party. The browser learns where a call lives without
// loading the contract's zod schemas; the schemas' types still reach it through `import type`.
import type { CallDef } from '@benefit-store/contract/define';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const id = 'virtual:call-routes';
const resolvedId = `\0${id}`;

export function callRoutes(): Plugin {
  return {
    name: 'call-routes',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(source) {
      if (source !== resolvedId) return undefined;
      // The contract is TypeScript with extensionless imports: tsx loads it for the config.
      const { allCalls }: { allCalls: readonly CallDef[] } = await tsImport(
        '@benefit-store/contract/calls',
        import.meta.url,
      );
      const routes = Object.fromEntries(
        allCalls.map(({ name, methods, path, earns }) => [name, { methods, path, ...(earns && { earns }) }]),
      );
      return `export default ${JSON.stringify(routes)};`;
    },
  };
}
