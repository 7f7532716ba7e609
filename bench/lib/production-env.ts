// React, React DOM and React Router choose their production builds from NODE_ENV when first imported, as
// `npm start` runs them (scripts/start.mjs). Import this first in a benchmark that renders pages.
process.env.NODE_ENV ??= 'production';
