/**
 * Old paths that forward to their new page, in every locale. Paths are relative to the locale's
 * base URL (/docs/, /docs/de/, ...). Data only: config/redirects.ts turns these groups into client
 * redirects, and tests/unit/redirects.test.ts checks them (unique, no chains or loops, targets exist).
 */
import type {RedirectGroup} from './types';

export const redirectGroups: readonly RedirectGroup[] = [
  {
    reason: 'studio getting-started to quickstart',
    moves: [
      ['/studio/getting-started/', '/quickstart/'],
    ],
  },
  {
    reason: 'account manage-subscriptions to manage-credits',
    moves: [
      ['/account/settings/manage-subscriptions/', '/account/settings/manage-credits/'],
    ],
  },
  {
    reason: 'account billing-information and manage-payment-methods to manage-billing',
    moves: [
      ['/account/settings/billing-information/', '/account/settings/manage-billing/'],
      ['/account/settings/manage-payment-methods/', '/account/settings/manage-billing/'],
    ],
  },
  {
    reason: 'studio essentials/guides paths entities-and-components, world, spaces, key-concepts, components to the studio essentials overview',
    moves: [
      ['/studio/essentials/entities-and-components/', '/studio/essentials/overview/'],
      ['/studio/essentials/entities-and-components/entities/', '/studio/essentials/overview/'],
      ['/studio/essentials/entities-and-components/components/', '/studio/essentials/overview/'],
      ['/studio/essentials/world/', '/studio/essentials/overview/'],
      ['/studio/essentials/spaces/', '/studio/essentials/overview/'],
      ['/studio/home/key-concepts/', '/studio/essentials/overview/'],
      ['/studio/guides/components/', '/studio/essentials/overview/'],
    ],
  },
  {
    reason: 'guides/components subpages to studio essentials pages custom-components, schema, component-lifecycle, best-practices',
    moves: [
      ['/studio/guides/components/create-component/', '/studio/essentials/custom-components/'],
      ['/studio/guides/custom-components/', '/studio/essentials/custom-components/'],
      ['/studio/guides/components/component-schema/', '/studio/essentials/schema/'],
      ['/studio/guides/components/lifecycle-methods/', '/studio/essentials/component-lifecycle/'],
      ['/studio/guides/components/common-issues-and-best-practices/', '/studio/essentials/best-practices/'],
      ['/studio/guides/components/custom-editor-fields/', '/studio/essentials/schema/#custom-editor-fields'],
      ['/studio/guides/components/examples/', '/studio/essentials/custom-components/'],
    ],
  },
  {
    reason: 'guides renames: entity-manipulation to entities; gaussian-splats to splats; state-machine to essentials/state-machines; user-interface to ui; 3d-models to models; native-app-export to studio/native-app-export',
    moves: [
      ['/studio/guides/entity-manipulation/', '/studio/guides/entities/'],
      ['/studio/guides/gaussian-splats/', '/studio/guides/splats/'],
      ['/studio/guides/state-machine/', '/studio/essentials/state-machines/'],
      ['/studio/guides/user-interface/', '/studio/guides/ui/'],
      ['/studio/guides/3d-models/', '/studio/guides/models/'],
      ['/studio/guides/native-app-export/', '/studio/native-app-export/'],
    ],
  },
  {
    reason: 'behaviors to guides/global-behaviors',
    moves: [
      ['/studio/essentials/behaviors/', '/studio/guides/global-behaviors/'],
    ],
  },
  {
    reason: 'changelog to release-notes',
    moves: [
      ['/studio/changelog/', '/studio/release-notes/'],
    ],
  },
  {
    reason: 'API pages for animations, geometry and materials move into subfolders (api/studio/ecs/animation/..., geometry/..., material/shadow-material)',
    moves: [
      ['/api/studio/ecs/CustomPropertyAnimation/', '/api/studio/ecs/animation/custom-property-animation/'],
      ['/api/studio/ecs/CustomVec3Animation/', '/api/studio/ecs/animation/custom-vec3-animation/'],
      ['/api/studio/ecs/FollowAnimation/', '/api/studio/ecs/animation/follow-animation/'],
      ['/api/studio/ecs/LookAtAnimation/', '/api/studio/ecs/animation/look-at-animation/'],
      ['/api/studio/ecs/PositionAnimation/', '/api/studio/ecs/animation/position-animation/'],
      ['/api/studio/ecs/RotateAnimation/', '/api/studio/ecs/animation/rotate-animation/'],
      ['/api/studio/ecs/ScaleAnimation/', '/api/studio/ecs/animation/scale-animation/'],
      ['/api/studio/ecs/BoxGeometry/', '/api/studio/ecs/geometry/box-geometry/'],
      ['/api/studio/ecs/CapsuleGeometry/', '/api/studio/ecs/geometry/capsule-geometry/'],
      ['/api/studio/ecs/CircleGeometry/', '/api/studio/ecs/geometry/circle-geometry/'],
      ['/api/studio/ecs/ConeGeometry/', '/api/studio/ecs/geometry/cone-geometry/'],
      ['/api/studio/ecs/CylinderGeometry/', '/api/studio/ecs/geometry/cylinder-geometry/'],
      ['/api/studio/ecs/PlaneGeometry/', '/api/studio/ecs/geometry/plane-geometry/'],
      ['/api/studio/ecs/TetrahedronGeometry/', '/api/studio/ecs/geometry/polyhedron-geometry/'],
      ['/api/studio/ecs/RingGeometry/', '/api/studio/ecs/geometry/ring-geometry/'],
      ['/api/studio/ecs/SphereGeometry/', '/api/studio/ecs/geometry/sphere-geometry/'],
      ['/api/studio/ecs/ShadowMaterial/', '/api/studio/ecs/material/shadow-material/'],
    ],
  },
  {
    reason: 'API component renames in the same real-site config block (GltfModel, ParticleEmitter, videocontrols) - not named in spec',
    moves: [
      ['/api/studio/ecs/GltfModel/', '/api/studio/ecs/gltf-model/'],
      ['/api/studio/ecs/ParticleEmitter/', '/api/studio/ecs/particle-emitter/'],
      ['/api/studio/ecs/videocontrols/', '/api/studio/ecs/video-controls/'],
    ],
  },
  {
    reason: 'API pages for state-machine, query, system and behavior helper functions redirect to the api/studio/ecs index',
    moves: [
      ['/api/studio/ecs/createStateMachine/', '/api/studio/ecs/'],
      ['/api/studio/ecs/defineQuery/', '/api/studio/ecs/'],
      ['/api/studio/ecs/defineState/', '/api/studio/ecs/'],
      ['/api/studio/ecs/defineSystem/', '/api/studio/ecs/'],
      ['/api/studio/ecs/deleteStateMachine/', '/api/studio/ecs/'],
      ['/api/studio/ecs/getAttribute/', '/api/studio/ecs/'],
      ['/api/studio/ecs/getBehaviors/', '/api/studio/ecs/'],
      ['/api/studio/ecs/listAttributes/', '/api/studio/ecs/'],
      ['/api/studio/ecs/registerBehavior/', '/api/studio/ecs/'],
      ['/api/studio/ecs/registerComponent/', '/api/studio/ecs/'],
      ['/api/studio/ecs/unregisterBehavior/', '/api/studio/ecs/'],
    ],
  },
  {
    reason: 'camera event pages to api/studio/events/camera',
    moves: [
      ['/api/studio/ecs/CameraEvents/', '/api/studio/events/camera/'],
      ['/api/studio/ecs/CameraEvents/ACTIVE_CAMERA_CHANGE/', '/api/studio/events/camera/'],
      ['/api/studio/ecs/CameraEvents/ACTIVE_CAMERA_EID_CHANGE/', '/api/studio/events/camera/'],
      ['/api/studio/ecs/CameraEvents/XR_CAMERA_EDIT/', '/api/studio/events/camera/'],
    ],
  },
  {
    reason: 'model and animation load events to api/studio/events/general',
    moves: [
      ['/api/studio/ecs/events/SPLAT_MODEL_LOADED/', '/api/studio/events/general/'],
      ['/api/studio/ecs/events/GLTF_ANIMATION_FINISHED/', '/api/studio/events/general/'],
      ['/api/studio/ecs/events/GLTF_ANIMATION_LOOP/', '/api/studio/events/general/'],
      ['/api/studio/ecs/events/GLTF_MODEL_LOADED/', '/api/studio/events/general/'],
    ],
  },
];
