export const experience =
  'A thumbnail with a play button; pressing it opens the video in a modal dialog, which closes on Escape, the close button or a click outside.'
