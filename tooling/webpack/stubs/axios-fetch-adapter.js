// axios's fetch adapter, left out of the pages: a browser always has XMLHttpRequest, which axios
// tries first (defaults: xhr, http, fetch), so the fetch adapter (2.5 KiB gzip on every first
// visit) was never used. Asked for by name, it says it is not available here.
export const getFetch = () => false;
export default false;
