/** Spec 02 §5 image targets: every image is cropped and resized to exactly its target before upload. */
export type ImageTarget = { width: number; height: number; hint?: string }

const size = (width: number, height: number, hint?: string): ImageTarget =>
  hint ? { width, height, hint } : { width, height }

export const IMAGE_TARGETS = {
  event: size(1250, 640),
  subevent: size(1140, 400, 'Recommended size: 1100 × 260 px'),
  news: size(1250, 640),
  package: size(1250, 640),
  resource: size(1250, 640),
  logo: size(360, 100),
  favicon: size(32, 32),
  appIcon: size(144, 144),
  siteCover: size(1920, 480),
  pageCover: size(1920, 600, 'Recommended size: 1920 × 480 px'),
  groupBanner: size(1140, 400),
  forumCategoryBanner: size(1140, 400),
  goldPromotion: size(1250, 320),
  platinumPromotion: size(1250, 640),
  /** Spec 02 §3: advert images are best 300 wide. */
  advert: size(300, 250, 'Recommended width 300px'),
  avatar: size(200, 200),
  /** Spec 02 §5: profile images are best at 300 × 300. */
  profile: size(300, 300),
  editor: size(450, 200),
  /** The default resize: a 200 × 200 square. */
  default: size(200, 200),
} satisfies Record<string, ImageTarget>

/** "1250 × 640 px", as the crop dialog shows it. */
export const formatTarget = (target: ImageTarget) => `${target.width} × ${target.height} px`
