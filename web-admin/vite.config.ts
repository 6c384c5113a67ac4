// Builds the staff app. Every route is its own chunk, so a screen's code (and the antd parts only it uses) loads when
// it is first shown; React, the data layer and the form code are long-lived vendor chunks.
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
    rolldownOptions: {
      output: {
        // Stable vendor chunks: React and the data layer change rarely, so the browser keeps them across releases.
        // antd is left to the per-route split, so a screen fetches only the components it uses.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'data', test: /node_modules[\\/](@reduxjs|react-redux|redux|immer|reselect|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
