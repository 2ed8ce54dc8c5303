export const experience =
  'The shoppable download block opens its form as a modal dialog; the download starts once the e-mail is accepted, and a failure is said in the dialog.'
