// What the staff app's first screen needs, told apart from the rest, so a first open of the login page does not wait
// for the code the screens behind it share.
import path from 'node:path';

// antd and its icons are imported through one index of everything: from an import of those, only the parts it names.
const INDEXES: Record<string, (name: string) => RegExp> = {
  antd: (name) => new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/]${name.replace(/(?<=.)([A-Z])/g, '-$1').toLowerCase()}[\\\\/]index\\.js$`),
  '@ant-design/icons': (name) => new RegExp(`[\\\\/]@ant-design[\\\\/]icons[\\\\/]es[\\\\/]icons[\\\\/]${name}\\.js$`),
};
const INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](antd|@ant-design\/icons)["']/g;
const LIBRARY = /[\\/]node_modules[\\/]/;
/**
 * The form libraries: react-hook-form, and antd's Form with the field store and validator under it. Screens without a
 * form draw without them. (Its resolver of zod schemas comes with zod, when a form's checks are asked for.) Left out are the few modules of antd's form that its inputs, selects and radios read too (the
 * form item's context, its variants, the name utilities, and the field store's two contexts): those stay with the
 * controls. (The radio group's name helper no longer brings the field store: `RADIO_NAME_PATH` in antd-zero-runtime.ts.)
 */
export const FORM_LIBRARY =
  /node_modules[\\/](?:react-hook-form|scroll-into-view-if-needed|compute-scroll-into-view)[\\/]|node_modules[\\/]antd[\\/]es[\\/]form[\\/](?!context\.js|util\.js|validateMessagesContext\.js|hooks[\\/]useVariants\.js)|node_modules[\\/]@rc-component[\\/]form[\\/]es[\\/](?!FormContext\.js|FieldContext\.js)|node_modules[\\/]@rc-component[\\/]async-validator[\\/]/;
type Kind = 'library' | 'form code' | 'app code';
interface Graph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/**
 * The modules the login page needs: those the app's start and the page import, followed through their static imports.
 * The build puts them in chunks apart from the rest, so a tablet's first open of the login page loads none of the
 * table, tree, select and menu code the screens behind it share (its worker fetches those while the person types).
 * Of them, the libraries (but zod and the form library, which have chunks of their own), the app's own code that needs
 * the form library, and the rest of the app's own code but the schemas (which go with zod's users). `files`: the app's start and then the first screen, relative
 * to the staff app's folder.
 */
export function firstScreenChunks(files: string[], zod: RegExp) {
  const first = files.map((file) => path.join(import.meta.dirname, file));
  const schemaBound = needsZod(zod);
  let kinds: Map<string, Kind> | undefined;
  const find = (graph: Graph, id: string) => {
    const info = graph.getModuleInfo(id);
    if (!info) throw new Error(`${id} is not in the build: the login page's libraries cannot be found`);
    return info;
  };
  const collect = (graph: Graph) => {
    const seen = new Map<string, readonly string[]>(); // module → what it imports
    const queue = [...first];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      const info = find(graph, id);
      const imports: string[] = [];
      const indexes = new Map<string, string>(); // package → the index module this one imports
      for (const imported of info.importedIds) {
        const index = Object.keys(INDEXES).find((name) => imported.endsWith(`/node_modules/${name}/es/index.js`));
        if (index) indexes.set(index, imported);
        else imports.push(imported);
      }
      for (const [, names, index] of (info.code ?? '').matchAll(INDEX_IMPORT)) {
        const parts = find(graph, indexes.get(index!) ?? `${index} (not imported by ${id})`).importedIds;
        for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!).filter((part) => part && !part.startsWith('type '))) {
          const part = parts.find((candidate) => INDEXES[index!]!(name).test(candidate));
          if (!part) throw new Error(`${id} imports ${name} from ${index}, and no module of it was found for that`);
          imports.push(part);
        }
      }
      seen.set(id, imports);
      queue.push(...imports);
    }
    // The app's code that needs the form library goes with it, so screens without a form never load either.
    const formBound = new Set<string>();
    for (let grew = true; grew; ) {
      grew = false;
      for (const [id, imports] of seen) {
        if (formBound.has(id) || LIBRARY.test(id) || !imports.some((imported) => FORM_LIBRARY.test(imported) || formBound.has(imported))) continue;
        formBound.add(id);
        grew = true;
      }
    }
    const kinds = new Map<string, Kind>();
    for (const id of seen.keys()) {
      // Chunks of their own: zod with the schemas that need it (see needsZod), and the form library.
      if (zod.test(id) || FORM_LIBRARY.test(id) || (!LIBRARY.test(id) && !formBound.has(id) && schemaBound(id, graph))) continue;
      kinds.set(id, LIBRARY.test(id) ? 'library' : formBound.has(id) ? 'form code' : 'app code');
    }
    kinds.delete(first.at(-1)!); // the screen stays a chunk of its own; the start's goes with what it needs
    return kinds;
  };
  const kindOf = (id: string, graph: Graph) => (kinds ??= collect(graph)).get(id);
  return {
    isLibrary: (id: string, graph: Graph) => kindOf(id, graph) === 'library',
    isFormCode: (id: string, graph: Graph) => kindOf(id, graph) === 'form code',
    isAppCode: (id: string, graph: Graph) => kindOf(id, graph) === 'app code',
    needsZod: schemaBound,
  };
}

/**
 * Whether one of the app's modules needs zod, itself or through the app's modules it imports (the contracts' schemas,
 * the domain's rules that use them). The build keeps those apart from the app code the screens share, so a screen
 * with no schema to run loads none of them, nor zod.
 */
export function needsZod(zod: RegExp) {
  const known = new Map<string, boolean>();
  // `cut`: the answer left out a module already being asked about further up (an import cycle), so a "no" is kept only
  // once that module has its own answer; a "yes" holds whatever was left out.
  const needs = (id: string, graph: Graph, path: Set<string>): { yes: boolean; cut: boolean } => {
    const answer = known.get(id);
    if (answer !== undefined) return { yes: answer, cut: false };
    if (zod.test(id)) return { yes: true, cut: false };
    if (LIBRARY.test(id)) return { yes: false, cut: false };
    if (path.has(id)) return { yes: false, cut: true };
    path.add(id);
    let cut = false;
    let yes = false;
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      const found = needs(imported, graph, path);
      if (found.yes) {
        yes = true;
        break;
      }
      cut ||= found.cut;
    }
    path.delete(id);
    if (yes || !cut) known.set(id, yes);
    return { yes, cut: !yes && cut };
  };
  return (id: string, graph: Graph) => needs(id, graph, new Set()).yes;
}
