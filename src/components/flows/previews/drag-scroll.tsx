export const experience =
  'The category pills under the header scroll sideways by dragging with a mouse as well as by touch; a drag does not follow the link it started on.'
