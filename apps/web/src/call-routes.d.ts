// The module served by the call-routes Vite plugin.
declare module 'virtual:call-routes' {
  const routes: Readonly<Record<string, { methods: readonly string[]; path: string; earns?: true }>>;
  export default routes;
}
