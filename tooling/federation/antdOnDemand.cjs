// antd components only some screens use, shared one by one ('antd/es/<name>') and imported by
// path, and NOT re-exported by the antd facade: the facade is on every dashboard screen, so
// anything in it is downloaded by every first visit. Form (with its validator engine), Switch
// and Typography arrive only with the part that renders them (the profile editor, the settings,
// the map's switch, the invitation dialog). Still one copy on the page: each is a singleton.
// Modal too: no screen shows a dialog before it is asked for, so it comes with the first one.
// InputNumber and Radio: only the admin's Who can join section uses them. The others are each
// used by some screens and not by others (the map shows no Input or Tag of antd).
module.exports = [
  'alert',
  'dropdown',
  'flex',
  'form',
  'input',
  'input-number',
  'modal',
  'radio',
  'space',
  'spin',
  'switch',
  'tag',
  'typography',
];
