// Builds the staff app. Every route is its own chunk; antd and the data layer get stable vendor chunks so a new
// screen does not re-download them.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    // The server sends this app only for staff addresses, so its files live under one: /admin/assets/….
    assetsDir: 'admin/assets',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
