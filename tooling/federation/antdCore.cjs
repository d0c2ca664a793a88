// The antd components a first visit needs (the sign-in page, the spinner, the theme).
// Each is shared as a singleton of its own ('antd/es/<name>'), so /auth downloads only
// these; the antd facade re-exports them from the same shared modules, so the site still
// has exactly one antd. Import them by path (`import Button from 'antd/es/button'`) where
// the first visit needs them, from 'antd' everywhere else.
// 'theme' holds antd's algorithms: ThemeRoot switches to the dark one for a dark theme.
module.exports = ['alert', 'button', 'config-provider', 'flex', 'input', 'spin', 'theme'];
