// Runs before React so the first paint already has the right theme (no light flash in dark mode).
const stored = localStorage.getItem('theme');
const dark =
  stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
document.documentElement.classList.toggle('dark', dark);
