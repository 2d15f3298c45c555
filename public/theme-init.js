// Applies the stored theme before the first paint so the page never flashes the wrong colours.
// A plain external file, not inline, so the Content-Security-Policy needs no 'unsafe-inline'.
;(function () {
  var theme = 'system'
  try {
    var stored = localStorage.getItem('devtools-theme')
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored
  } catch (e) {}
  var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.classList.toggle('dark', dark)
})()
