// Builds the public site; the 60-point checklist PDF is made at build time from the same data as the modal.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { MECHANICAL_CHECK_PDF_PATH } from '@forecourt/contracts/mechanical-check';
import { checklistPdf } from './build/checklist-pdf.ts';

const checklistPdfPlugin = (): Plugin => ({
  name: 'forecourt-checklist-pdf',
  async generateBundle() {
    this.emitFile({ type: 'asset', fileName: MECHANICAL_CHECK_PDF_PATH.slice(1), source: await checklistPdf() });
  },
  configureServer(server) {
    server.middlewares.use(MECHANICAL_CHECK_PDF_PATH, async (_req, res) => {
      res.setHeader('Content-Type', 'application/pdf');
      res.end(await checklistPdf());
    });
  },
});

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), checklistPdfPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
