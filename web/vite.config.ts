import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // `npm run dev`: the API runs behind Vite's dev server.
    proxy: { "/graphql": api, "/api": api, "/healthz": api, "/readyz": api },
  },
  build: { outDir: "dist", emptyOutDir: true, target: "es2020" },
});
