// Development entry (npm run dev): the Node entry, listening on 127.0.0.1 only unless HOST says otherwise.

// `npm start` listens on 0.0.0.0 (every interface) for containers; a development server is for this machine.
process.env.HOST ||= '127.0.0.1';
// Imported only once HOST is set: the entry reads the environment as it loads.
await import('./node.js');
