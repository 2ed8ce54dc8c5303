import { constants } from '~/config/constants'

/**
 * The sliders' speed (shell §9 "speed 500 ms") as embla's duration, which is not in
 * milliseconds: about 20 per 400 ms of animation at 60 frames a second.
 */
export const SLIDER_DURATION = Math.round(constants.sliderSpeedMs / 20)
