/**
 * The XR8 engine events as the A-Frame and PlayCanvas integrations deliver them: one entry per
 * engine event, with its name in each framework, when it fires, its payload and related events.
 * The legacy event pages (legacy/api/aframeevents, legacy/api/playcanvasevents) render their
 * payload tables, "when it fires" paragraphs, overview tables and related-event lists from this
 * file (src/components/XrEvents), in English and German.
 *
 * Facts come from the engine source of the 8thwall/archive repository (reality/app/xr/js/src:
 * aframe/xr-config-component.ts, xr-playcanvas.js, tracking-controller.ts, face-controller.ts,
 * layers-controller.ts, canvas-screenshot.js, types/pipeline.ts), checked against the shipped
 * package @8thwall/engine-binary 1.0.0 (dist/xr.js: xrconfig and the PlayCanvas module; dist/xr-slam.js:
 * XrController, including the dispatch code of the VPS mesh and Project Location events; dist/xr-face.js:
 * FaceController). Hand tracking is in neither; its facts come from the earlier documentation and the
 * xrextras package of the 8thwall/8thwall repository. `sourceNote` records
 * for maintainers where the two earlier pages of an event disagreed and what the source shows.
 *
 * German strings are prose on German pages: `npm run check:german` checks them (terms, English
 * left in German, spelling) through scripts/lib/data-prose.ts.
 */

export type Framework = 'aframe' | 'playcanvas';

export interface Localized {
  en: string;
  de: string;
}

/** Features the current engine package `@8thwall/engine-binary` (npm) does not ship. */
export type Unshipped = 'vps' | 'hand' | 'maps';

export type EventGroup = 'session' | 'world' | 'image-target' | 'mesh' | 'vps' | 'face' | 'hand' | 'layers';

export interface PayloadField {
  /** Path of the field inside the payload: `transform.position`, `imageTargets[].name`. */
  name: string;
  /** Type in JavaScript notation: `string`, `{x, y, z}`, `THREE.BufferGeometry`. */
  type: string;
  description: Localized;
  /** The field exists only in this framework's payload. */
  only?: Framework;
}

export type Payload =
  /** No data: the event only tells that something happened (an empty object is passed). */
  | {kind: 'none'}
  /** The payload is a single value, not an object. */
  | {kind: 'value'; type: string; description: Localized}
  | {kind: 'object'; fields: PayloadField[]};

/** Where a framework's event is documented: its own page, a section of a group page, or nowhere. */
export type PlayCanvasPage = 'own' | 'image-target' | 'face-effects' | 'hand-tracking' | null;

export interface XrEvent {
  /** Engine name without prefix, e.g. `imagefound`. */
  id: string;
  /** Name of the event inside the engine (pipeline module listeners), if it has one. */
  engineEvent: string | null;
  /** Name of the event on the A-Frame scene element. */
  aframe: string | null;
  /** Whether legacy/api/aframeevents/<aframe>.mdx exists. */
  aframePage: boolean;
  /** Name of the event on the PlayCanvas app (`this.app`). */
  playcanvas: string | null;
  playcanvasPage: PlayCanvasPage;
  group: EventGroup;
  /** Features of the event that the current engine package no longer ships. */
  unshipped: Unshipped[];
  /** One line: what the event means (overview tables, related lists). */
  summary: Localized;
  /** When the event fires, in detail (1–3 sentences). */
  when: Localized;
  payload: Payload;
  /** Ids of related events (same framework) and of listeners (`listener:<id>`). */
  related: string[];
  /** What the payload is verified against. */
  verified: 'engine source' | 'earlier documentation';
  /** For readers: where the earlier documentation was wrong or the two frameworks' pages disagreed, and what the engine source shows. */
  correction?: Localized;
  /** The framework whose pages show `correction` when it concerns only that framework's earlier page; both when absent. */
  correctionFor?: Framework;
  /** For maintainers (English): disagreements of the earlier pages and what the source shows. */
  sourceNote: string;
}

/** Events you emit to make the engine do something ("event listeners" of the integrations). */
export interface XrListener {
  id: string;
  aframe: string;
  playcanvas: string;
  summary: Localized;
}

/** Labels used by the components, per language. */
export const xrEventLabels = {
  en: {
    field: 'Field',
    type: 'Type',
    description: 'Description',
    event: 'Event',
    meaning: 'Meaning',
    listener: 'Event',
    noPayload: 'This event carries no data. The listener receives an empty object.',
    aframeAccess: 'The listener receives a `CustomEvent`. Its `detail` property holds these fields:',
    playcanvasAccess: 'The handler receives the payload object as its first argument. It has these fields:',
    aframeValue: 'The listener receives a `CustomEvent`. Its `detail` property holds the value:',
    playcanvasValue: 'The handler receives the value as its first argument:',
    onlyAframe: 'A-Frame only.',
    onlyPlaycanvas: 'PlayCanvas only.',
    emittedBy: {aframe: 'Emitted by', playcanvas: 'Fired on'},
    engineEvent: 'Engine event',
    otherFramework: {aframe: 'PlayCanvas name', playcanvas: 'A-Frame name'},
    noOwnPage: 'no separate page',
    sameEventIn: {aframe: 'The same event in PlayCanvas', playcanvas: 'The same event in A-Frame'},
    earlierDocs: 'Compared with the earlier documentation:',
    unverifiedRest:
      'The other fields come from the earlier documentation. The engine source of this module is not in the archive, so they could not be checked against it.',
    unverified:
      'These fields come from the earlier documentation. The engine source of this module is not in the archive, so they could not be checked against it.',
  },
  de: {
    field: 'Feld',
    type: 'Typ',
    description: 'Beschreibung',
    event: 'Ereignis',
    meaning: 'Bedeutung',
    listener: 'Ereignis',
    noPayload: 'Dieses Ereignis enthält keine Daten. Der Listener erhält ein leeres Objekt.',
    aframeAccess: 'Der Listener erhält ein `CustomEvent`. Seine Eigenschaft `detail` enthält diese Felder:',
    playcanvasAccess: 'Der Handler erhält das Datenobjekt als erstes Argument. Es hat diese Felder:',
    aframeValue: 'Der Listener erhält ein `CustomEvent`. Seine Eigenschaft `detail` enthält den Wert:',
    playcanvasValue: 'Der Handler erhält den Wert als erstes Argument:',
    onlyAframe: 'Nur in A-Frame.',
    onlyPlaycanvas: 'Nur in PlayCanvas.',
    emittedBy: {aframe: 'Gesendet von', playcanvas: 'Gesendet an'},
    engineEvent: 'Ereignis in der Engine',
    otherFramework: {aframe: 'Name in PlayCanvas', playcanvas: 'Name in A-Frame'},
    noOwnPage: 'keine eigene Seite',
    sameEventIn: {aframe: 'Dasselbe Ereignis in PlayCanvas', playcanvas: 'Dasselbe Ereignis in A-Frame'},
    earlierDocs: 'Im Vergleich zur früheren Dokumentation:',
    unverifiedRest:
      'Die übrigen Felder stammen aus der früheren Dokumentation. Der Quellcode dieses Moduls liegt nicht im Archiv; daher ließen sie sich nicht am Code prüfen.',
    unverified:
      'Diese Felder stammen aus der früheren Dokumentation. Der Quellcode dieses Moduls liegt nicht im Archiv; daher ließen sie sich nicht am Code prüfen.',
  },
} as const;

/** Who emits the events of a group, per framework. */
export const xrEventSources: Record<EventGroup, Record<Framework, Localized>> = (() => {
  const xrconfig = {
    en: 'the `xrconfig` component, on the `<a-scene>` element (`xrweb`, `xrface`, `xrhand` and `xrlayers` add it automatically)',
    de: 'der Komponente `xrconfig` am Element `<a-scene>` (`xrweb`, `xrface`, `xrhand` und `xrlayers` fügen sie automatisch hinzu)',
  };
  const pcModule = {
    en: '`this.app`, by the PlayCanvas pipeline module that `XR8.PlayCanvas.run()` adds',
    de: '`this.app`, durch das PlayCanvas-Pipeline-Modul, das `XR8.PlayCanvas.run()` hinzufügt',
  };
  // xrconfig's pipeline module listens to the controllers' events and re-emits them on the scene
  // (aframe/xr-config-component.ts realityEventEmitter; the same in engine-binary 1.0.0 xr.js).
  const forwardedBy = (component: string): Localized => ({
    en: `the \`xrconfig\` component, on the \`<a-scene>\` element, which forwards them from the engine module that \`${component}\` runs (\`${component}\` adds \`xrconfig\` automatically)`,
    de: `der Komponente \`xrconfig\` am Element \`<a-scene>\`; sie gibt die Ereignisse des Engine-Moduls weiter, das \`${component}\` ausführt (\`${component}\` fügt \`xrconfig\` automatisch hinzu)`,
  });
  const xrweb = forwardedBy('xrweb');
  const pcController = (module: string): Localized => ({
    en: `\`this.app\`, when \`${module}\` is passed in \`extraModules\` to \`XR8.PlayCanvas.run()\``,
    de: `\`this.app\`, wenn \`${module}\` in \`extraModules\` an \`XR8.PlayCanvas.run()\` übergeben wird`,
  });
  const xrController = pcController('XR8.XrController.pipelineModule()');
  return {
    session: {aframe: xrconfig, playcanvas: pcModule},
    world: {aframe: xrweb, playcanvas: xrController},
    'image-target': {aframe: xrweb, playcanvas: xrController},
    mesh: {aframe: xrweb, playcanvas: xrController},
    vps: {aframe: xrweb, playcanvas: xrController},
    face: {
      aframe: forwardedBy('xrface'),
      playcanvas: pcController('XR8.FaceController.pipelineModule()'),
    },
    hand: {
      aframe: {en: 'the `xrhand` component, on the `<a-scene>` element', de: 'der Komponente `xrhand` am Element `<a-scene>`'},
      playcanvas: pcController('XR8.HandController.pipelineModule()'),
    },
    layers: {
      aframe: forwardedBy('xrlayers'),
      playcanvas: pcController('XR8.LayersController.pipelineModule()'),
    },
  };
})();

// ---------------------------------------------------------------------------------------------
// Shared payload fields

const position = (what: Localized): PayloadField => ({
  name: 'position',
  type: '{x, y, z}',
  description: {en: `Position of ${what.en} in the scene.`, de: `Position ${what.de} in der Szene.`},
});
const rotation = (what: Localized): PayloadField => ({
  name: 'rotation',
  type: '{w, x, y, z}',
  description: {en: `Orientation of ${what.en} in the scene, as a quaternion.`, de: `Ausrichtung ${what.de} in der Szene als Quaternion.`},
});

const image = {en: 'the Image Target', de: 'des Image Targets'};
const imageTargetFields: PayloadField[] = [
  {name: 'name', type: 'string', description: {en: 'Name of the Image Target.', de: 'Name des Image Targets.'}},
  {
    name: 'type',
    type: 'string',
    description: {
      en: 'Shape of the target: `FLAT`, `CYLINDRICAL` or `CONICAL`.',
      de: 'Form des Targets: `FLAT` (flach), `CYLINDRICAL` (zylindrisch) oder `CONICAL` (kegelförmig).',
    },
  },
  position(image),
  rotation(image),
  {
    name: 'scale',
    type: 'number',
    description: {
      en: 'Scale factor to apply to content attached to the target.',
      de: 'Skalierungsfaktor für Inhalte, die am Target hängen.',
    },
  },
  {
    name: 'metadata',
    type: 'string | object',
    description: {
      en: 'Metadata stored with the target: the text as entered, or the parsed object if the metadata is marked as JSON.',
      de: 'Die Metadaten des Targets: der eingegebene Text oder, wenn die Metadaten als JSON gekennzeichnet sind, das daraus gelesene Objekt.',
    },
  },
  {
    name: 'properties',
    type: 'object',
    description: {
      en: 'Properties of the uploaded target image, such as `width`, `height` and `isRotated`.',
      de: 'Eigenschaften des hochgeladenen Bildes, etwa `width`, `height` und `isRotated`.',
    },
  },
  {
    name: 'scaledWidth',
    type: 'number',
    description: {en: 'Only for `FLAT`: width of the image, normalized; multiplied by `scale` it gives the width in the scene.', de: 'Nur bei `FLAT`: Breite des Bildes, normiert; multipliziert mit `scale` ergibt sie die Breite in der Szene.'},
  },
  {
    name: 'scaledHeight',
    type: 'number',
    description: {en: 'Only for `FLAT`: height of the image, normalized; multiplied by `scale` it gives the height in the scene.', de: 'Nur bei `FLAT`: Höhe des Bildes, normiert; multipliziert mit `scale` ergibt sie die Höhe in der Szene.'},
  },
  ...curvedGeometry(''),
];

function curvedGeometry(prefix: string): PayloadField[] {
  const only = {en: 'Only for `CYLINDRICAL` and `CONICAL`:', de: 'Nur bei `CYLINDRICAL` und `CONICAL`:'};
  const field = (name: string, en: string, de: string): PayloadField => ({
    name: `${prefix}${name}`,
    type: 'number',
    description: {en: `${only.en} ${en}`, de: `${only.de} ${de}`},
  });
  return [
    field('height', 'height of the curved target.', 'Höhe des gewölbten Targets.'),
    field('radiusTop', 'radius of the curved target at the top.', 'Radius des gewölbten Targets oben.'),
    field('radiusBottom', 'radius of the curved target at the bottom.', 'Radius des gewölbten Targets unten.'),
    field('arcStartRadians', 'angle at which the image starts on the curved surface, in radians.', 'Winkel, bei dem das Bild auf der gewölbten Fläche beginnt, im Bogenmaß.'),
    field('arcLengthRadians', 'angle the image covers on the curved surface, in radians.', 'Winkel, den das Bild auf der gewölbten Fläche überdeckt, im Bogenmaß.'),
  ];
}

const targetList = (withGeometry: boolean): PayloadField[] => [
  {
    name: 'imageTargets',
    type: 'object[]',
    description: {en: 'The Image Targets of the current set, one object per target.', de: 'Die Image Targets des aktuellen Satzes, ein Objekt pro Target.'},
  },
  {name: 'imageTargets[].name', type: 'string', description: {en: 'Name of the target.', de: 'Name des Targets.'}},
  {
    name: 'imageTargets[].type',
    type: 'string',
    description: {en: '`FLAT`, `CYLINDRICAL` or `CONICAL`.', de: '`FLAT`, `CYLINDRICAL` oder `CONICAL`.'},
  },
  {
    name: 'imageTargets[].metadata',
    type: 'string | object',
    description: {
      en: 'Metadata stored with the target; parsed if it is marked as JSON.',
      de: 'Die Metadaten des Targets; als Objekt, wenn sie als JSON gekennzeichnet sind.',
    },
  },
  {
    name: 'imageTargets[].properties',
    type: 'object',
    description: {en: 'Properties of the uploaded target image, such as `width` and `height`.', de: 'Eigenschaften des hochgeladenen Bildes, etwa `width` und `height`.'},
  },
  ...(withGeometry
    ? [
        {
          name: 'imageTargets[].geometry',
          type: 'object',
          description: {
            en: 'Size and shape in the scene. For `FLAT`: `scaledWidth` and `scaledHeight`. For curved targets: `height`, `radiusTop`, `radiusBottom`, `arcStartRadians` and `arcLengthRadians`.',
            de: 'Größe und Form in der Szene. Bei `FLAT`: `scaledWidth` und `scaledHeight`. Bei gewölbten Targets: `height`, `radiusTop`, `radiusBottom`, `arcStartRadians` und `arcLengthRadians`.',
          },
        },
      ]
    : []),
];

const faceId = (lost = false): PayloadField => ({
  name: 'id',
  type: 'number',
  description: lost
    ? {en: 'Numerical id of the face that is no longer tracked.', de: 'Numerische ID des Gesichts, das nicht mehr verfolgt wird.'}
    : {en: 'Numerical id of the tracked face. The engine numbers faces from 1 (1, 2 or 3).', de: 'Numerische ID des verfolgten Gesichts. Die Engine nummeriert Gesichter ab 1 (1, 2 oder 3).'},
});

const faceModelFields: PayloadField[] = [
  {
    name: 'maxDetections',
    type: 'number',
    description: {en: 'Maximum number of faces the engine tracks at the same time.', de: 'Höchstzahl der Gesichter, die die Engine gleichzeitig verfolgt.'},
  },
  {
    name: 'pointsPerDetection',
    type: 'number',
    description: {en: 'Number of vertices the engine returns per face.', de: 'Anzahl der Eckpunkte, die die Engine pro Gesicht liefert.'},
  },
  {
    name: 'indices',
    type: '{a, b, c}[]',
    description: {
      en: 'Triangles of the face mesh, as indices into the vertex list. Which parts are included is set with `meshGeometry`.',
      de: 'Dreiecke des Gesichts-Meshs als Indizes in die Liste der Eckpunkte. Welche Teile enthalten sind, legt `meshGeometry` fest.',
    },
  },
  {
    name: 'uvs',
    type: '{u, v}[]',
    description: {
      en: 'Texture coordinates for each vertex; the `uvType` setting selects standard or projected coordinates.',
      de: 'Texturkoordinaten für jeden Eckpunkt; die Einstellung `uvType` wählt Standard- oder projizierte Koordinaten.',
    },
  },
];

const face = {en: 'the face', de: 'des Gesichts'};
const faceTrackFields: PayloadField[] = [
  faceId(),
  {name: 'transform', type: 'object', description: {en: 'Pose and size of the face.', de: 'Lage und Größe des Gesichts.'}},
  {...position(face), name: 'transform.position'},
  {...rotation(face), name: 'transform.rotation'},
  {
    name: 'transform.scale',
    type: 'number',
    description: {en: 'Scale factor to apply to content attached to the face.', de: 'Skalierungsfaktor für Inhalte, die am Gesicht hängen.'},
  },
  {name: 'transform.scaledWidth', type: 'number', description: {en: 'Approximate width of the head; multiplied by `scale` it gives the width in the scene.', de: 'Ungefähre Breite des Kopfs; multipliziert mit `scale` ergibt sie die Breite in der Szene.'}},
  {name: 'transform.scaledHeight', type: 'number', description: {en: 'Approximate height of the head; multiplied by `scale` it gives the height in the scene.', de: 'Ungefähre Höhe des Kopfs; multipliziert mit `scale` ergibt sie die Höhe in der Szene.'}},
  {name: 'transform.scaledDepth', type: 'number', description: {en: 'Approximate depth of the head; multiplied by `scale` it gives the depth in the scene.', de: 'Ungefähre Tiefe des Kopfs; multipliziert mit `scale` ergibt sie die Tiefe in der Szene.'}},
  {name: 'vertices', type: '{x, y, z}[]', description: {en: 'Points of the face mesh, relative to `transform`.', de: 'Punkte des Gesichts-Meshs, relativ zu `transform`.'}},
  {name: 'normals', type: '{x, y, z}[]', description: {en: 'Normal of each vertex, relative to `transform`.', de: 'Normale jedes Eckpunkts, relativ zu `transform`.'}},
  {
    name: 'uvsInCameraFrame',
    type: '{u, v}[]',
    description: {en: 'Position of each vertex in the camera image, as texture coordinates.', de: 'Lage jedes Eckpunkts im Kamerabild als Texturkoordinaten.'},
  },
  {
    name: 'attachmentPoints',
    type: 'object',
    description: {
      en: 'One entry per attachment point, keyed by its name (see `XR8.FaceController.AttachmentPoints`); each has a `position` relative to `transform`.',
      de: 'Ein Eintrag pro Befestigungspunkt, mit dessen Namen als Schlüssel (siehe `XR8.FaceController.AttachmentPoints`); jeder hat eine `position` relativ zu `transform`.',
    },
  },
  {
    name: 'mouthOpen',
    type: 'boolean',
    description: {
      en: 'Whether the mouth is open. `leftEyeOpen`, `rightEyeOpen`, `leftEyebrowRaised` and `rightEyebrowRaised` report the other expressions the same way.',
      de: 'Ob der Mund offen ist. `leftEyeOpen`, `rightEyeOpen`, `leftEyebrowRaised` und `rightEyebrowRaised` melden die anderen Mimikzustände auf dieselbe Weise.',
    },
  },
  {
    name: 'interpupillaryDistanceInMM',
    type: 'number',
    description: {en: 'Estimated distance between the pupils in millimeters; 0 until the engine has an estimate.', de: 'Geschätzter Abstand der Pupillen in Millimetern; 0, solange die Engine noch keinen Schätzwert hat.'},
  },
  {
    // face-controller.ts mapFaces() builds every found/updated face with leftEarFound/rightEarFound and six
    // per-point flags, but removeExtraEarData() deletes the per-point flags right after dispatchEvent(),
    // which only queues the event (camera-loop.ts frameworkForModule); listeners never see them.
    // engine-binary 1.0.0 xr-face.js does the same.
    name: 'leftEarFound',
    type: 'boolean',
    description: {
      en: 'Whether the left ear is tracked; `rightEarFound` reports the right ear the same way. Ears are tracked only with `enableEars: true`. Individual ear attachment points have their own found and lost events.',
      de: 'Ob das linke Ohr verfolgt wird; `rightEarFound` meldet das rechte Ohr auf dieselbe Weise. Ohren werden nur mit `enableEars: true` verfolgt. Die einzelnen Befestigungspunkte am Ohr melden eigene Ereignisse, wenn sie gefunden werden oder verloren gehen.',
    },
  },
];

const handModelFields: PayloadField[] = [
  {
    name: 'maxDetections',
    type: 'number',
    description: {en: 'Maximum number of hands the engine tracks at the same time.', de: 'Höchstzahl der Hände, die die Engine gleichzeitig verfolgt.'},
  },
  {
    name: 'pointsPerDetection',
    type: 'number',
    description: {en: 'Number of vertices the engine returns per hand.', de: 'Anzahl der Eckpunkte, die die Engine pro Hand liefert.'},
  },
  {
    name: 'rightIndices',
    type: '{a, b, c}[]',
    description: {en: 'Triangles of the right-hand mesh, as indices into the vertex list.', de: 'Dreiecke des Meshs der rechten Hand als Indizes in die Liste der Eckpunkte.'},
  },
  {
    name: 'leftIndices',
    type: '{a, b, c}[]',
    description: {en: 'Triangles of the left-hand mesh, as indices into the vertex list.', de: 'Dreiecke des Meshs der linken Hand als Indizes in die Liste der Eckpunkte.'},
  },
  {
    name: 'rightUvs',
    type: '{u, v}[]',
    description: {en: 'Texture coordinates of each vertex of the right-hand mesh.', de: 'Texturkoordinaten jedes Eckpunkts des Meshs der rechten Hand.'},
  },
  {
    name: 'leftUvs',
    type: '{u, v}[]',
    description: {en: 'Texture coordinates of each vertex of the left-hand mesh.', de: 'Texturkoordinaten jedes Eckpunkts des Meshs der linken Hand.'},
  },
];

// rightUvs/leftUvs: not in the earlier pages; the hand mesh of xrextras (8thwall/8thwall
// packages/xrextras/src/aframe/components/hand-components.ts, handMesh) reads them from the
// xrhandloading detail as {u, v} arrays.
const handUvsCorrection: Localized = {
  en: 'The earlier pages did not list `rightUvs` and `leftUvs`. The hand mesh component of XRExtras reads these texture coordinates from the payload of `handloading`.',
  de: 'Die früheren Seiten nannten `rightUvs` und `leftUvs` nicht. Die Hand-Mesh-Komponente von XRExtras liest diese Texturkoordinaten aus den Nutzdaten von `handloading`.',
};

const hand = {en: 'the hand', de: 'der Hand'};
const handTrackFields: PayloadField[] = [
  {name: 'id', type: 'number', description: {en: 'Numerical id of the tracked hand.', de: 'Numerische ID der verfolgten Hand.'}},
  {name: 'transform', type: 'object', description: {en: 'Pose and size of the hand.', de: 'Lage und Größe der Hand.'}},
  {...position(hand), name: 'transform.position'},
  {...rotation(hand), name: 'transform.rotation'},
  {
    name: 'transform.scale',
    type: 'number',
    description: {en: 'Scale factor to apply to content attached to the hand.', de: 'Skalierungsfaktor für Inhalte, die an der Hand hängen.'},
  },
  {name: 'vertices', type: '{x, y, z}[]', description: {en: 'Points of the hand mesh, relative to `transform`.', de: 'Punkte des Hand-Meshs, relativ zu `transform`.'}},
  {name: 'normals', type: '{x, y, z}[]', description: {en: 'Normal of each vertex, relative to `transform`.', de: 'Normale jedes Eckpunkts, relativ zu `transform`.'}},
  {
    name: 'handKind',
    type: 'number',
    description: {en: 'Which hand it is: `0` unknown, `1` left, `2` right.', de: 'Welche Hand es ist: `0` unbekannt, `1` links, `2` rechts.'},
  },
  {
    name: 'attachmentPoints',
    type: 'object',
    description: {
      en: 'The attachment points of the hand (see `XR8.HandController.AttachmentPoints`). Each has `name`, `position`, `rotation`, `innerPoint` (palm side), `outerPoint` (back of the hand), and for fingers `radius`, for the wrist `minorRadius` and `majorRadius`.',
      de: 'Die Befestigungspunkte der Hand (siehe `XR8.HandController.AttachmentPoints`). Jeder hat `name`, `position`, `rotation`, `innerPoint` (Handfläche), `outerPoint` (Handrücken) sowie bei Fingern `radius` und beim Handgelenk `minorRadius` und `majorRadius`.',
    },
  },
];

const location = {en: 'the Project Location', de: 'der Project Location'};
const wayspotFields: PayloadField[] = [
  {name: 'name', type: 'string', description: {en: 'Name of the Project Location.', de: 'Name der Project Location.'}},
  position(location),
  rotation(location),
];

const mesh = {en: 'the mesh', de: 'des Meshs'};
const meshId: PayloadField = {
  name: 'id',
  type: 'string',
  description: {en: 'Id of the mesh; it stays the same for the whole session.', de: 'ID des Meshs; sie bleibt während der ganzen Sitzung gleich.'},
};

const faceIdOnly: Payload = {kind: 'object', fields: [faceId()]};

// ---------------------------------------------------------------------------------------------
// The events

const imageFieldsCorrection: Localized = {
  en: 'The earlier pages did not list `metadata` and `properties`; the engine source sends them with every detection.',
  de: 'Die früheren Seiten nannten `metadata` und `properties` nicht; laut Quellcode sendet die Engine sie mit jeder Erkennung.',
};
const targetListCorrection: Localized = {
  en: 'The earlier pages did not list `properties`; the engine source includes it for every target.',
  de: 'Die früheren Seiten nannten `properties` nicht; laut Quellcode ist das Feld für jedes Target enthalten.',
};
const faceFlagsCorrection: Localized = {
  en: 'The earlier pages did not list the expression flags (`mouthOpen` and the others) and `interpupillaryDistanceInMM`; the engine source includes them in every found and updated payload.',
  de: 'Die früheren Seiten nannten die Mimikzustände (`mouthOpen` und die übrigen) und `interpupillaryDistanceInMM` nicht; laut Quellcode sind sie in den Nutzdaten jedes gefundenen und aktualisierten Gesichts enthalten.',
};


/** A FaceController event documented on the PlayCanvas Face Effects page, verified in the engine source. */
const faceEvent = (
  id: string,
  fields: Pick<XrEvent, 'summary' | 'when' | 'payload' | 'related' | 'aframePage' | 'sourceNote'>,
): XrEvent => ({
  id,
  engineEvent: `facecontroller.${id}`,
  aframe: `xr${id}`,
  playcanvas: `xr:${id}`,
  playcanvasPage: 'face-effects',
  group: 'face',
  unshipped: [],
  verified: 'engine source',
  ...fields,
});

const expression = (
  id: string,
  summary: Localized,
  when: Localized,
  related: string[],
  sourceNote = 'Both earlier pages give {id}. face-controller.ts dispatches {id: faceId} when the expression state of a found or updated face differs from the stored one; the first detection of a face reports its initial state.',
): XrEvent => faceEvent(id, {summary, when, payload: faceIdOnly, related, aframePage: true, sourceNote});

/** The ear events: only in the engine source (face-controller.ts, xr-playcanvas.js, xr-config-component.ts), no earlier page. */
const ear = (id: string, summary: Localized, when: Localized, field: PayloadField, related: string[]): XrEvent =>
  faceEvent(id, {
    summary,
    when,
    payload: {kind: 'object', fields: [faceId(), field]},
    related,
    aframePage: false,
    sourceNote:
      'No earlier page documented the ear events. face-controller.ts (and dist/xr-face.js of @8thwall/engine-binary 1.0.0) dispatches {id, ear} and {id, point} when an ear flag of a face changes; xr-playcanvas.js fires them on the app as xr:<name>, xr-config-component.ts emits them on the scene as xr<name>.',
  });

const earField: PayloadField = {
  name: 'ear',
  type: 'string',
  description: {en: "Which ear: `'left'` or `'right'`.", de: "Welches Ohr: `'left'` oder `'right'`."},
};

const earPointField: PayloadField = {
  name: 'point',
  type: 'string',
  description: {
    en: "Name of the ear attachment point: `'leftHelix'`, `'leftCanal'`, `'leftLobe'`, `'rightHelix'`, `'rightCanal'` or `'rightLobe'`.",
    de: "Name des Befestigungspunkts am Ohr: `'leftHelix'`, `'leftCanal'`, `'leftLobe'`, `'rightHelix'`, `'rightCanal'` oder `'rightLobe'`.",
  },
};

const earFirstDetection: Localized = {
  en: 'The first time a face is found, it also fires once for every ear that is not tracked at that moment, even with ear detection off.',
  de: 'Wird ein Gesicht zum ersten Mal erkannt, tritt das Ereignis außerdem einmal für jedes Ohr ein, das in diesem Moment nicht verfolgt wird, auch bei ausgeschalteter Ohrenerkennung.',
};

const firstState = {
  en: 'When a face is first found, the engine reports its initial state once, so this event can also fire right after the face appears.',
  de: 'Wird ein Gesicht zum ersten Mal erkannt, meldet die Engine einmal seinen Ausgangszustand; daher kann das Ereignis auch direkt nach dem Erscheinen des Gesichts eintreten.',
};

export const xrEvents: readonly XrEvent[] = [
  // Session: camera, start, errors, screenshots
  {
    id: 'camerastatuschange',
    engineEvent: null,
    aframe: 'camerastatuschange',
    aframePage: true,
    playcanvas: 'xr:camerastatuschange',
    playcanvasPage: 'own',
    group: 'session',
    unshipped: [],
    summary: {en: 'The state of the camera changed, for example while permission is requested.', de: 'Der Zustand der Kamera hat sich geändert, etwa während die Berechtigung angefragt wird.'},
    when: {
      en: 'Fires each time the camera session changes its status, the same moment the `onCameraStatusChange` hook of a camera pipeline module runs. On a phone the usual order is `requesting`, `hasStream`, `hasVideo`; `failed` replaces the later steps when the camera cannot be opened.',
      de: 'Tritt jedes Mal ein, wenn die Kamerasitzung ihren Status ändert, im selben Moment, in dem der Hook `onCameraStatusChange` eines Kamera-Pipeline-Moduls läuft. Auf einem Smartphone ist die übliche Reihenfolge `requesting`, `hasStream`, `hasVideo`; kann die Kamera nicht geöffnet werden, folgt stattdessen `failed`.',
    },
    payload: {
      kind: 'object',
      fields: [
        {
          name: 'status',
          type: 'string',
          description: {
            en: '`requesting`, `hasStream`, `hasVideo` or `failed`. Headset and desktop sessions report other values, such as `requestingWebXr` and `hasDesktop3D`.',
            de: '`requesting`, `hasStream`, `hasVideo` oder `failed`. Sitzungen auf Headsets und Desktop-Rechnern melden weitere Werte, etwa `requestingWebXr` und `hasDesktop3D`.',
          },
        },
        {
          name: 'config',
          type: 'object',
          description: {en: 'With `requesting` and `failed`: the configuration passed to `XR8.run()`.', de: 'Bei `requesting` und `failed`: die an `XR8.run()` übergebene Konfiguration.'},
        },
        {
          name: 'cameraConfig',
          type: 'object',
          description: {en: 'With `requesting`: the camera the engine asks the browser for.', de: 'Bei `requesting`: die Kamera, die die Engine beim Browser anfordert.'},
        },
        {
          name: 'stream',
          type: 'MediaStream',
          description: {en: 'With `hasStream`: the stream of the opened camera.', de: 'Bei `hasStream`: der Stream der geöffneten Kamera.'},
        },
        {
          name: 'video',
          type: 'HTMLVideoElement',
          description: {en: 'With `hasVideo`: the video element that shows the stream.', de: 'Bei `hasVideo`: das Videoelement, das den Stream zeigt.'},
        },
        {
          name: 'reason',
          type: 'string',
          description: {
            en: 'With `failed`: why, for example `DENY_CAMERA`, `NO_CAMERA`, `DENY_MICROPHONE` or `UNSPECIFIED`.',
            de: 'Bei `failed`: der Grund, etwa `DENY_CAMERA`, `NO_CAMERA`, `DENY_MICROPHONE` oder `UNSPECIFIED`.',
          },
        },
        {
          name: 'rendersOpaque',
          type: 'boolean',
          description: {
            en: 'Whether the session draws the whole image itself, without a camera image behind the scene (desktop 3D, for example).',
            de: 'Ob die Sitzung das ganze Bild selbst zeichnet, ohne Kamerabild hinter der Szene (zum Beispiel Desktop-3D).',
          },
        },
      ],
    },
    related: ['realityready', 'realityerror'],
    verified: 'engine source',
    sourceNote:
      'The earlier pages gave no payload table, only `status` in the examples. The payload is the object passed to onCameraStatusChange (CameraStatusChangeDetails in types/pipeline.ts; session-manager-getusermedia.ts); xr-config-component.ts and xr-playcanvas.js forward it unchanged. Failure reasons from CameraStatusChangeDetailsFailReason.',
  },
  {
    id: 'realityready',
    engineEvent: null,
    aframe: 'realityready',
    aframePage: true,
    playcanvas: 'xr:realityready',
    playcanvasPage: 'own',
    group: 'session',
    unshipped: [],
    summary: {en: 'The engine is running and has processed its first camera frames: hide your loading screen.', de: 'Die Engine läuft und hat die ersten Kamerabilder verarbeitet: Blenden Sie Ihren Ladebildschirm aus.'},
    when: {
      en: 'Fires once, after the engine has processed the first camera frame. In A-Frame camera sessions, `xrconfig` first waits five frames and recenters the scene, so the event comes slightly later there. PlayCanvas fires it again in every new session; `xrconfig` in A-Frame fires it only once per scene, not again when a stopped session is started again.',
      de: 'Tritt einmal ein, nachdem die Engine das erste Kamerabild verarbeitet hat. In Kamerasitzungen unter A-Frame wartet `xrconfig` zuvor fünf Kamerabilder ab und zentriert die Szene neu; dort kommt das Ereignis daher etwas später. PlayCanvas sendet es in jeder neuen Sitzung erneut; `xrconfig` in A-Frame sendet es nur einmal pro Szene und nicht erneut, wenn eine beendete Sitzung wieder gestartet wird.',
    },
    payload: {kind: 'none'},
    related: ['realityerror', 'camerastatuschange'],
    verified: 'engine source',
    sourceNote:
      'The earlier A-Frame page said only "initialized"; the A-Frame index and the PlayCanvas page said "at least one frame has been processed". xr-config-component.ts emits it on the first tick after FIRST_FRAME_DELAY (5) frames when useRealityPosition is set, otherwise on the first tick; xr-playcanvas.js fires it on the first onUpdate with a reality, facecontroller or layerscontroller result. Both pass an empty object. engine-binary 1.0.0 xr.js: xrconfig sets firstTick (and framesSinceLoad) back only in its play handler when not paused, not in onSessionDetach, so after XR8.stop() and a new XR8.run() A-Frame does not emit realityready again; the PlayCanvas module rebuilds its state (firstTick: true) in onDetach.',
  },
  {
    id: 'realityerror',
    engineEvent: null,
    aframe: 'realityerror',
    aframePage: true,
    playcanvas: 'xr:realityerror',
    playcanvasPage: 'own',
    group: 'session',
    unshipped: [],
    summary: {en: 'The device or browser is not supported, or a camera pipeline module threw an exception: show your error message.', de: 'Gerät oder Browser werden nicht unterstützt, oder ein Kamera-Pipeline-Modul hat eine Ausnahme ausgelöst: Zeigen Sie Ihre Fehlermeldung an.'},
    when: {
      en: 'Fires when the engine or a camera pipeline module throws an exception while the engine starts or runs. In A-Frame it also fires right away when `xrconfig` finds that the device or browser is not supported; the payload then has no `error`.',
      de: 'Tritt ein, wenn die Engine oder ein Kamera-Pipeline-Modul beim Start oder während des Betriebs eine Ausnahme auslöst. In A-Frame tritt das Ereignis außerdem sofort ein, wenn `xrconfig` feststellt, dass Gerät oder Browser nicht unterstützt werden; die Nutzdaten enthalten dann kein `error`.',
    },
    payload: {
      kind: 'object',
      fields: [
        {
          name: 'error',
          type: 'Error',
          description: {en: 'The exception. Only in A-Frame, it is missing when `xrconfig` finds that the device or browser is not supported.', de: 'Die Ausnahme. Nur in A-Frame fehlt das Feld, wenn `xrconfig` feststellt, dass Gerät oder Browser nicht unterstützt werden.'},
        },
        {
          name: 'isDeviceBrowserSupported',
          type: 'boolean',
          description: {
            en: 'Result of `XR8.XrDevice.isDeviceBrowserCompatible()` for the current run configuration.',
            de: 'Ergebnis von `XR8.XrDevice.isDeviceBrowserCompatible()` für die aktuelle Konfiguration.',
          },
        },
        {
          name: 'compatibility',
          type: 'object',
          description: {
            en: 'What the engine found out about the device and browser, for your own diagnosis. For messages to the user, `XR8.XrDevice.incompatibleReasons()` lists the reasons.',
            de: 'Was die Engine über Gerät und Browser ermittelt hat, für Ihre eigene Diagnose. Für Meldungen an Nutzer listet `XR8.XrDevice.incompatibleReasons()` die Gründe auf.',
          },
        },
      ],
    },
    related: ['realityready', 'camerastatuschange'],
    correction: {
      en: 'The earlier A-Frame page showed only `error`; the PlayCanvas page listed all three fields. The engine source sends the same three fields in both frameworks.',
      de: 'Die frühere A-Frame-Seite zeigte nur `error`; die PlayCanvas-Seite nannte alle drei Felder. Laut Quellcode sendet die Engine in beiden Frameworks dieselben drei Felder.',
    },
    verified: 'engine source',
    sourceNote:
      'The earlier A-Frame page showed only event.detail.error and pointed to XR8.XrDevice; the PlayCanvas page gave {error, isDeviceBrowserSupported, compatibility} (its example read detail.isDeviceBrowserSupported from an undeclared variable). Source: both integrations emit {compatibility, error, isDeviceBrowserSupported} from onException; xrconfig also emits {compatibility, isDeviceBrowserSupported: false} without error when the device is incompatible.',
  },
  {
    id: 'screenshotready',
    engineEvent: null,
    aframe: 'screenshotready',
    aframePage: true,
    playcanvas: 'xr:screenshotready',
    playcanvasPage: 'own',
    group: 'session',
    unshipped: [],
    summary: {en: 'A screenshot you requested is ready, as a JPEG image.', de: 'Ein angeforderter Screenshot liegt als JPEG-Bild vor.'},
    when: {
      en: 'Fires after a `screenshotrequest` (A-Frame) or `xr:screenshotrequest` (PlayCanvas) has captured the canvas. In A-Frame it also fires after a failed request, with an empty string, so that older apps that do not handle `screenshoterror` still get an answer.',
      de: 'Tritt ein, nachdem eine Anfrage `screenshotrequest` (A-Frame) oder `xr:screenshotrequest` (PlayCanvas) das Canvas aufgenommen hat. In A-Frame tritt das Ereignis auch nach einer fehlgeschlagenen Anfrage ein, dann mit einer leeren Zeichenkette, damit ältere Apps ohne Behandlung von `screenshoterror` trotzdem eine Antwort erhalten.',
    },
    payload: {
      kind: 'value',
      type: 'string',
      description: {
        en: 'The JPEG image, Base64-encoded, without the `data:image/jpeg;base64,` prefix. Empty in A-Frame when the request failed.',
        de: 'Das JPEG-Bild, Base64-codiert, ohne das Präfix `data:image/jpeg;base64,`. In A-Frame leer, wenn die Anfrage fehlgeschlagen ist.',
      },
    },
    related: ['listener:screenshotrequest', 'screenshoterror'],
    correction: {
      en: 'The earlier PlayCanvas example read `event.detail`. The engine source fires `xr:screenshotready` with the string itself, so a PlayCanvas handler receives the string, not an object with `detail`.',
      de: 'Das frühere PlayCanvas-Beispiel las `event.detail`. Laut Quellcode sendet die Engine `xr:screenshotready` mit der Zeichenkette selbst; ein PlayCanvas-Handler erhält also die Zeichenkette und kein Objekt mit `detail`.',
    },
    correctionFor: 'playcanvas',
    verified: 'engine source',
    sourceNote:
      'The earlier PlayCanvas page read event.detail in its example; xr-playcanvas.js fires xr:screenshotready with the Base64 string itself (pcApp.fire(name, data)), so the handler gets the string as first argument. A-Frame emits the string as detail, plus the deprecated screenshotReady, and emits screenshotready with "" after an error (canvas-screenshot.js strips the data-URL prefix).',
  },
  {
    id: 'screenshoterror',
    engineEvent: null,
    aframe: 'screenshoterror',
    aframePage: true,
    playcanvas: 'xr:screenshoterror',
    playcanvasPage: 'own',
    group: 'session',
    unshipped: [],
    summary: {en: 'A screenshot you requested could not be taken.', de: 'Ein angeforderter Screenshot konnte nicht aufgenommen werden.'},
    when: {
      en: 'Fires after a `screenshotrequest` (A-Frame) or `xr:screenshotrequest` (PlayCanvas) failed: when no camera session is running, or when the canvas pixels could not be read after several attempts.',
      de: 'Tritt ein, wenn eine Anfrage `screenshotrequest` (A-Frame) oder `xr:screenshotrequest` (PlayCanvas) fehlschlägt: wenn keine Kamerasitzung läuft oder wenn sich die Pixel des Canvas auch nach mehreren Versuchen nicht lesen lassen.',
    },
    payload: {
      kind: 'value',
      type: 'Error',
      description: {
        en: 'The error, with the message `Not attached to a running camera feed` or `Unable to read pixels from canvas.`',
        de: 'Der Fehler, mit der Meldung `Not attached to a running camera feed` oder `Unable to read pixels from canvas.`',
      },
    },
    related: ['listener:screenshotrequest', 'screenshotready'],
    verified: 'engine source',
    sourceNote:
      'Earlier pages gave no payload. canvas-screenshot.js rejects takeScreenshot() with these two Error messages; xrconfig emits the error as detail, xr-playcanvas.js fires it as first argument.',
  },

  // World tracking
  {
    id: 'trackingstatus',
    engineEvent: 'reality.trackingstatus',
    aframe: 'xrtrackingstatus',
    aframePage: true,
    playcanvas: 'xr:trackingstatus',
    playcanvasPage: null,
    group: 'world',
    unshipped: [],
    summary: {en: 'The quality of world tracking changed, or the reason for it.', de: 'Der Status des World Trackings oder dessen Grund hat sich geändert.'},
    when: {
      en: 'Fires when `XR8.XrController` starts delivering results, and then whenever the tracking status or its reason changes. Use it to show a hint while tracking is limited.',
      de: 'Tritt ein, sobald `XR8.XrController` Ergebnisse liefert, und danach jedes Mal, wenn sich der Tracking-Status oder sein Grund ändert. Damit können Sie einen Hinweis zeigen, solange das Tracking eingeschränkt ist.',
    },
    payload: {
      kind: 'object',
      fields: [
        {
          name: 'status',
          type: 'string',
          description: {en: '`NORMAL`, `LIMITED`, `NOT_AVAILABLE` or `UNSPECIFIED`.', de: '`NORMAL`, `LIMITED`, `NOT_AVAILABLE` oder `UNSPECIFIED`.'},
        },
        {
          name: 'reason',
          type: 'string',
          description: {
            en: 'Why tracking is limited: `INITIALIZING`, `RELOCALIZING`, `TOO_MUCH_MOTION`, `NOT_ENOUGH_TEXTURE` or `UNSPECIFIED`.',
            de: 'Warum das Tracking eingeschränkt ist: `INITIALIZING`, `RELOCALIZING`, `TOO_MUCH_MOTION`, `NOT_ENOUGH_TEXTURE` oder `UNSPECIFIED`.',
          },
        },
      ],
    },
    related: ['realityready', 'listener:recenter'],
    correction: {
      en: 'The earlier page listed only `LIMITED` and `NORMAL` as status and `INITIALIZING` and `UNDEFINED` as reason. The engine source documents the values above; it lists no `UNDEFINED`, but `UNSPECIFIED`. PlayCanvas receives the same event as `xr:trackingstatus`, which the earlier documentation did not list.',
      de: 'Die frühere Seite nannte als Status nur `LIMITED` und `NORMAL` und als Grund nur `INITIALIZING` und `UNDEFINED`. Der Quellcode der Engine dokumentiert die Werte oben; er kennt kein `UNDEFINED`, sondern `UNSPECIFIED`. PlayCanvas erhält dasselbe Ereignis als `xr:trackingstatus`, das die frühere Dokumentation nicht aufführte.',
    },
    verified: 'engine source',
    sourceNote:
      'The earlier A-Frame page listed status LIMITED|NORMAL and reason INITIALIZING|UNDEFINED; there was no PlayCanvas page. tracking-controller.ts documents and dispatches {status, reason} with the values above (UNDEFINED does not exist; it is UNSPECIFIED). xr-playcanvas.js forwards reality.trackingstatus as xr:trackingstatus, so PlayCanvas has the twin too.',
  },

  // Image Targets
  {
    id: 'imageloading',
    engineEvent: 'reality.imageloading',
    aframe: 'xrimageloading',
    aframePage: true,
    playcanvas: 'xr:imageloading',
    playcanvasPage: 'image-target',
    group: 'image-target',
    unshipped: [],
    summary: {en: 'The engine starts loading the Image Targets.', de: 'Die Engine beginnt, die Image Targets zu laden.'},
    when: {
      en: 'Fires when the engine starts loading a new set of Image Targets: at start, and again when the active targets change and new ones have to be loaded. The list contains the targets that stay active and the new ones.',
      de: 'Tritt ein, wenn die Engine beginnt, einen neuen Satz Image Targets zu laden: beim Start und erneut, wenn sich die aktiven Targets ändern und neue geladen werden müssen. Die Liste enthält die Targets, die aktiv bleiben, und die neuen.',
    },
    payload: {kind: 'object', fields: targetList(false)},
    related: ['imagescanning', 'imagefound'],
    correction: targetListCorrection,
    verified: 'engine source',
    sourceNote:
      'The earlier pages listed {name, type, metadata}; the xr-aframe.js comment listed {name, metadata, properties}. tracking-controller.ts dispatches {imageTargets: targetMetadata_}, each {name, type, metadata, properties} (geometry is added only after loading).',
  },
  {
    id: 'imagescanning',
    engineEvent: 'reality.imagescanning',
    aframe: 'xrimagescanning',
    aframePage: true,
    playcanvas: 'xr:imagescanning',
    playcanvasPage: 'image-target',
    group: 'image-target',
    unshipped: [],
    summary: {en: 'All Image Targets are loaded and the engine is looking for them.', de: 'Alle Image Targets sind geladen, und die Engine sucht nach ihnen.'},
    when: {
      en: 'Fires when the last Image Target of a set has been loaded and the engine scans the camera image for them. A curved target whose geometry data cannot be read is not loaded: it stays in the list, but without `geometry`, and is not detected.',
      de: 'Tritt ein, wenn das letzte Image Target eines Satzes geladen ist und die Engine das Kamerabild nach den Targets durchsucht. Ein gewölbtes Target, dessen Geometriedaten sich nicht lesen lassen, wird nicht geladen: Es bleibt in der Liste, aber ohne `geometry`, und wird nicht erkannt.',
    },
    payload: {kind: 'object', fields: targetList(true)},
    related: ['imageloading', 'imagefound'],
    correction: targetListCorrection,
    verified: 'engine source',
    sourceNote:
      'Earlier pages agree ({name, type, metadata, geometry}); the engine objects also carry properties. tracking-controller.ts dispatches imagescanning with targetMetadata_ once imagesToLoad_ is empty; geometry is {scaledWidth, scaledHeight} for flat and {height, radiusTop, radiusBottom, arcLengthRadians, arcStartRadians} for curved targets. When the curved-geometry properties throw, the target is skipped (not added to the engine) but stays in targetMetadata_ without geometry.',
  },
  {
    id: 'imagefound',
    engineEvent: 'reality.imagefound',
    aframe: 'xrimagefound',
    aframePage: true,
    playcanvas: 'xr:imagefound',
    playcanvasPage: 'image-target',
    group: 'image-target',
    unshipped: [],
    summary: {en: 'An Image Target appeared in the camera image.', de: 'Ein Image Target ist im Kamerabild erschienen.'},
    when: {
      en: 'Fires in the first frame in which the engine detects an Image Target, and again each time a target that was lost is detected again.',
      de: 'Tritt im ersten Kamerabild ein, in dem die Engine ein Image Target erkennt, und erneut jedes Mal, wenn ein verlorenes Target wieder erkannt wird.',
    },
    payload: {kind: 'object', fields: imageTargetFields},
    related: ['imageupdated', 'imagelost', 'imagescanning'],
    correction: imageFieldsCorrection,
    verified: 'engine source',
    sourceNote:
      'A-Frame and PlayCanvas pages agree on the fields; the xr-aframe.js comment omitted type and the curved-target fields, and the tracking-controller.ts comment lists an id that the dispatched object does not have. tracking-controller.ts builds {name, metadata, position, rotation, scale, type, properties} plus the geometry fields and dispatches imagefound when the name is not in detectedImageMap_.',
  },
  {
    id: 'imageupdated',
    engineEvent: 'reality.imageupdated',
    aframe: 'xrimageupdated',
    aframePage: true,
    playcanvas: 'xr:imageupdated',
    playcanvasPage: 'image-target',
    group: 'image-target',
    unshipped: [],
    summary: {en: 'A tracked Image Target moved, turned or changed its scale.', de: 'Ein verfolgtes Image Target hat sich bewegt, gedreht oder seine Skalierung geändert.'},
    when: {
      en: 'Fires in every frame in which any value of a tracked Image Target differs from the previous frame. A target that does not move produces no events.',
      de: 'Tritt in jedem Kamerabild ein, in dem sich ein Wert eines verfolgten Image Targets gegenüber dem vorigen Kamerabild unterscheidet. Ein Target, das sich nicht bewegt, erzeugt keine Ereignisse.',
    },
    payload: {kind: 'object', fields: imageTargetFields},
    related: ['imagefound', 'imagelost'],
    correction: imageFieldsCorrection,
    verified: 'engine source',
    sourceNote: 'Same payload as imagefound. tracking-controller.ts dispatches imageupdated when JSON.stringify of the stored and the new detection differ.',
  },
  {
    id: 'imagelost',
    engineEvent: 'reality.imagelost',
    aframe: 'xrimagelost',
    aframePage: true,
    playcanvas: 'xr:imagelost',
    playcanvasPage: 'image-target',
    group: 'image-target',
    unshipped: [],
    summary: {en: 'An Image Target is no longer tracked.', de: 'Ein Image Target wird nicht mehr verfolgt.'},
    when: {
      en: 'Fires in the first frame in which a tracked Image Target is no longer detected. The payload repeats the last values the target had.',
      de: 'Tritt im ersten Kamerabild ein, in dem ein verfolgtes Image Target nicht mehr erkannt wird. Die Nutzdaten wiederholen die letzten Werte des Targets.',
    },
    payload: {kind: 'object', fields: imageTargetFields},
    related: ['imagefound', 'imageupdated'],
    correction: {
      en: 'The earlier pages did not list `metadata` and `properties`, and a comment in the engine\'s A-Frame code said that this event carries only `name`. The engine source sends a copy of the target\'s last data, with all fields above.',
      de: 'Die früheren Seiten nannten `metadata` und `properties` nicht, und ein Kommentar im A-Frame-Code der Engine besagte, dass dieses Ereignis nur `name` enthält. Laut Quellcode sendet die Engine eine Kopie der letzten Daten des Targets mit allen Feldern oben.',
    },
    verified: 'engine source',
    sourceNote:
      'The earlier pages gave the full payload; the xr-aframe.js comment said detail is {name} only. tracking-controller.ts dispatches a copy of the last stored detection, so the full payload is right.',
  },

  // Meshes (VPS)
  {
    id: 'meshfound',
    engineEvent: 'reality.meshfound',
    aframe: 'xrmeshfound',
    aframePage: true,
    playcanvas: 'xr:meshfound',
    playcanvasPage: 'own',
    group: 'mesh',
    unshipped: ['vps'],
    summary: {en: 'VPS found a mesh of the surroundings.', de: 'VPS hat ein Mesh der Umgebung gefunden.'},
    when: {
      en: 'Fires with VPS enabled when the engine has found a mesh of the location, after the start or after a recenter. The engine then keeps tracking against this mesh until the next recenter.',
      de: 'Tritt bei aktiviertem VPS ein, wenn die Engine ein Mesh des Orts gefunden hat, nach dem Start oder nach einem Neuzentrieren. Danach richtet die Engine ihr Tracking bis zum nächsten Neuzentrieren an diesem Mesh aus.',
    },
    payload: {
      kind: 'object',
      fields: [
        meshId,
        position(mesh),
        rotation(mesh),
        {
          name: 'bufferGeometry',
          type: 'THREE.BufferGeometry',
          only: 'aframe',
          description: {
            en: 'The mesh as three.js geometry: the index and the attributes of the engine mesh (position and, if present, color), plus vertex normals that three.js computes.',
            de: 'Das Mesh als three.js-Geometrie: Index und Attribute des Engine-Meshs (Position und, falls vorhanden, Farbe) sowie die von three.js berechneten Normalen der Eckpunkte.',
          },
        },
        {
          name: 'mesh',
          type: 'pc.Mesh',
          only: 'playcanvas',
          description: {en: 'The mesh as a PlayCanvas mesh with positions, indices, normals and, if present, colors.', de: 'Das Mesh als PlayCanvas-Mesh mit Positionen, Indizes, Normalen und, falls vorhanden, Farben.'},
        },
      ],
    },
    related: ['meshupdated', 'meshlost', 'listener:recenter'],
    correction: {
      en: 'The earlier pages listed `bufferGeometry` for A-Frame and `mesh` for PlayCanvas. Both are right: the engine source shows that each integration converts the raw mesh of the engine (`index` and `attributes`) into the mesh type of its framework.',
      de: 'Die früheren Seiten nannten für A-Frame `bufferGeometry` und für PlayCanvas `mesh`. Beides stimmt: Laut Quellcode wandelt jede Integration das Roh-Mesh der Engine (`index` und `attributes`) in den Mesh-Typ ihres Frameworks um.',
    },
    verified: 'engine source',
    sourceNote:
      'The two earlier pages differ: A-Frame lists bufferGeometry (THREE.BufferGeometry), PlayCanvas lists mesh (pc.Mesh). Both are right: the engine event reality.meshfound carries raw geometry {index, attributes}, which xr-config-component.ts converts with rawGeoToThreejsBufferGeometry and xr-playcanvas.js with rawGeoToPlayCanvasMesh (normals computed with pc.calculateNormals). engine-binary 1.0.0: xr-slam.js dispatches meshfound {position, rotation, geometry, id}, id being a random Base64 string the engine assigns once per mesh node; xr.js converts geometry with index, all attributes and computeVertexNormals() (A-Frame) or pc.calculateNormals (PlayCanvas). The mesh comes from VPS (guides/lightship-vps/development).',
  },
  {
    id: 'meshupdated',
    engineEvent: 'reality.meshupdated',
    aframe: 'xrmeshupdated',
    aframePage: true,
    playcanvas: 'xr:meshupdated',
    playcanvasPage: 'own',
    group: 'mesh',
    unshipped: ['vps'],
    summary: {en: 'The mesh found first changed its position or orientation.', de: 'Das zuerst gefundene Mesh hat Position oder Ausrichtung geändert.'},
    when: {
      en: 'Fires when the position or orientation of the first mesh found changes, for example when VPS refines the localization.',
      de: 'Tritt ein, wenn sich Position oder Ausrichtung des zuerst gefundenen Meshs ändern, etwa wenn VPS die Lokalisierung verfeinert.',
    },
    payload: {kind: 'object', fields: [meshId, position(mesh), rotation(mesh)]},
    related: ['meshfound', 'meshlost'],
    verified: 'engine source',
    sourceNote: 'Earlier pages agree. engine-binary 1.0.0 xr-slam.js dispatches meshupdated {position, rotation, id} when the mesh result of a frame has an update but no new geometry; the integrations forward it unchanged.',
  },
  {
    id: 'meshlost',
    engineEvent: 'reality.meshlost',
    aframe: 'xrmeshlost',
    aframePage: true,
    playcanvas: 'xr:meshlost',
    playcanvasPage: 'own',
    group: 'mesh',
    unshipped: ['vps'],
    summary: {en: 'The mesh was dropped because the scene was recentered.', de: 'Das Mesh wurde verworfen, weil die Szene neu zentriert wurde.'},
    when: {
      en: 'Fires when the scene is recentered (for example with `XR8.XrController.recenter()`). The engine then drops the current mesh and looks for a new one.',
      de: 'Tritt ein, wenn die Szene neu zentriert wird (zum Beispiel mit `XR8.XrController.recenter()`). Die Engine verwirft dann das aktuelle Mesh und sucht ein neues.',
    },
    payload: {kind: 'object', fields: [meshId]},
    related: ['meshfound', 'listener:recenter'],
    verified: 'engine source',
    sourceNote: 'Earlier pages agree. engine-binary 1.0.0 xr-slam.js: XrController.recenter() dispatches meshlost {id} when VPS is on and a first mesh was found, then resets it; the integrations forward it unchanged.',
  },

  // VPS: Project Locations (wayspots)
  {
    id: 'projectwayspotscanning',
    engineEvent: 'reality.projectwayspotscanning',
    aframe: 'xrprojectwayspotscanning',
    aframePage: true,
    playcanvas: 'xr:projectwayspotscanning',
    playcanvasPage: 'own',
    group: 'vps',
    unshipped: ['vps'],
    summary: {en: 'VPS has loaded the Project Locations and looks for them.', de: 'VPS hat die Project Locations geladen und sucht nach ihnen.'},
    when: {
      en: 'Fires once per session, when `XR8.XrController` starts, with the Project Locations that VPS looks for. The engine package `@8thwall/engine-binary` has no VPS; it still fires the event, with an empty `wayspots` list.',
      de: 'Tritt einmal pro Sitzung ein, wenn `XR8.XrController` startet; die Nutzdaten nennen die Project Locations, nach denen VPS sucht. Das Engine-Paket `@8thwall/engine-binary` enthält kein VPS, sendet das Ereignis aber trotzdem mit einer leeren Liste `wayspots`.',
    },
    payload: {
      kind: 'object',
      fields: [
        {name: 'wayspots', type: 'object[]', description: {en: 'The Project Locations, one object each.', de: 'Die Project Locations, ein Objekt pro Location.'}},
        {name: 'wayspots[].id', type: 'string', description: {en: 'Id of the location; it stays the same for the session.', de: 'ID der Location; sie bleibt während der Sitzung gleich.'}},
        {name: 'wayspots[].name', type: 'string', description: {en: 'Name of the Project Location.', de: 'Name der Project Location.'}},
        {name: 'wayspots[].imageUrl', type: 'string', description: {en: 'URL of an image that shows the location; an empty string if there is none.', de: 'URL eines Bildes, das die Location zeigt; eine leere Zeichenkette, wenn es keines gibt.'}},
        {name: 'wayspots[].title', type: 'string', description: {en: 'Title of the location.', de: 'Titel der Location.'}},
        {name: 'wayspots[].lat', type: 'number', description: {en: 'Latitude of the location.', de: 'Breitengrad der Location.'}},
        {name: 'wayspots[].lng', type: 'number', description: {en: 'Longitude of the location.', de: 'Längengrad der Location.'}},
      ],
    },
    related: ['projectwayspotfound', 'projectwayspotupdated', 'projectwayspotlost'],
    verified: 'engine source',
    sourceNote:
      'Earlier pages agree on the fields (the PlayCanvas page showed the wrong event name xr:projectwayspotfound in its signature line). engine-binary 1.0.0 xr-slam.js: onAppResourcesLoaded (called by xr.js right after onStart; its guard is reset on session detach) dispatches projectwayspotscanning {wayspots} without any VPS check. wayspots is filled only in the VPS branch of the configuration ({id, name, imageUrl (https, or ""), title, lat, lng}), and configure({enableVps: true}) only logs "VPS is not supported in standalone mode", so in this package the list is always empty. The integrations forward the event unchanged.',
  },
  {
    id: 'projectwayspotfound',
    engineEvent: 'reality.projectwayspotfound',
    aframe: 'xrprojectwayspotfound',
    aframePage: true,
    playcanvas: 'xr:projectwayspotfound',
    playcanvasPage: 'own',
    group: 'vps',
    unshipped: ['vps'],
    summary: {en: 'VPS has localized against a Project Location.', de: 'VPS hat sich an einer Project Location lokalisiert.'},
    when: {
      en: 'Fires when the engine localizes against a Project Location it has not reported yet, that is, when it knows where the location is in the scene: the first time, and again after VPS tracking was reset.',
      de: 'Tritt ein, wenn sich die Engine an einer Project Location lokalisiert, die sie noch nicht gemeldet hat, also sobald sie weiß, wo die Location in der Szene liegt: beim ersten Mal und erneut, nachdem das VPS-Tracking zurückgesetzt wurde.',
    },
    payload: {kind: 'object', fields: wayspotFields},
    related: ['projectwayspotupdated', 'projectwayspotlost', 'projectwayspotscanning'],
    verified: 'engine source',
    sourceNote: 'Earlier pages and source comments agree on {name, position, rotation}. engine-binary 1.0.0 xr-slam.js builds {position, rotation, name} from the wayspot anchors of each frame and dispatches projectwayspotfound for a name it has not stored (again after a VPS reset cleared the store).',
  },
  {
    id: 'projectwayspotupdated',
    engineEvent: 'reality.projectwayspotupdated',
    aframe: 'xrprojectwayspotupdated',
    aframePage: true,
    playcanvas: 'xr:projectwayspotupdated',
    playcanvasPage: 'own',
    group: 'vps',
    unshipped: ['vps'],
    summary: {en: 'A Project Location changed its position or orientation in the scene.', de: 'Eine Project Location hat ihre Position oder Ausrichtung in der Szene geändert.'},
    when: {
      en: 'Fires when the engine corrects the position or orientation of a Project Location it has already found.',
      de: 'Tritt ein, wenn die Engine Position oder Ausrichtung einer bereits gefundenen Project Location korrigiert.',
    },
    payload: {kind: 'object', fields: wayspotFields},
    related: ['projectwayspotfound', 'projectwayspotlost'],
    verified: 'engine source',
    sourceNote: 'Earlier pages and source comments agree on {name, position, rotation}. engine-binary 1.0.0 xr-slam.js dispatches projectwayspotupdated when JSON.stringify of the stored and the new anchor differ.',
  },
  {
    id: 'projectwayspotlost',
    engineEvent: 'reality.projectwayspotlost',
    aframe: 'xrprojectwayspotlost',
    aframePage: true,
    playcanvas: 'xr:projectwayspotlost',
    playcanvasPage: 'own',
    group: 'vps',
    unshipped: ['vps'],
    summary: {en: 'A Project Location is no longer tracked.', de: 'Eine Project Location wird nicht mehr verfolgt.'},
    when: {
      en: 'Fires when VPS tracking is reset, once for every Project Location found until then. The payload repeats the last values of the location.',
      de: 'Tritt ein, wenn das VPS-Tracking zurückgesetzt wird, einmal für jede bis dahin gefundene Project Location. Die Nutzdaten wiederholen die letzten Werte der Location.',
    },
    payload: {kind: 'object', fields: wayspotFields},
    related: ['projectwayspotfound', 'projectwayspotupdated'],
    verified: 'engine source',
    sourceNote: 'Earlier pages agree on {name, position, rotation}; the xr-aframe.js comment copied the description of projectwayspotupdated. engine-binary 1.0.0 xr-slam.js dispatches projectwayspotlost with a copy of each stored anchor only when the frame reports getVpsWasReset() (VPS on), then clears the store.',
  },

  // Face Effects
  {
    id: 'faceloading',
    engineEvent: 'facecontroller.faceloading',
    aframe: 'xrfaceloading',
    aframePage: true,
    playcanvas: 'xr:faceloading',
    playcanvasPage: 'face-effects',
    group: 'face',
    unshipped: [],
    summary: {en: 'The engine starts loading the extra resources for Face Effects.', de: 'Die Engine beginnt, die zusätzlichen Ressourcen für Face Effects zu laden.'},
    when: {
      en: 'Fires once after the engine has read the face model, before it loads the face tracking resources. The payload describes the face mesh, so you can build the geometry while the rest loads.',
      de: 'Tritt einmal ein, nachdem die Engine das Gesichtsmodell gelesen hat und bevor sie die Ressourcen für das Face Tracking lädt. Die Nutzdaten beschreiben das Gesichts-Mesh; Sie können die Geometrie also schon aufbauen, während der Rest geladen wird.',
    },
    payload: {kind: 'object', fields: faceModelFields},
    related: ['facescanning', 'facefound'],
    verified: 'engine source',
    sourceNote: 'Earlier pages agree. face-controller.ts dispatches faceloading and later facescanning with the same modelGeometry_ object {maxDetections, pointsPerDetection, indices, uvs}.',
  },
  {
    id: 'facescanning',
    engineEvent: 'facecontroller.facescanning',
    aframe: 'xrfacescanning',
    aframePage: true,
    playcanvas: 'xr:facescanning',
    playcanvasPage: 'face-effects',
    group: 'face',
    unshipped: [],
    summary: {en: 'Face Effects resources are loaded and the engine is looking for faces.', de: 'Die Ressourcen für Face Effects sind geladen, und die Engine sucht nach Gesichtern.'},
    when: {
      en: 'Fires once when the face tracking resources are loaded and the engine starts looking for faces. The payload is the same as for `faceloading`.',
      de: 'Tritt einmal ein, wenn die Ressourcen für das Face Tracking geladen sind und die Engine beginnt, nach Gesichtern zu suchen. Die Nutzdaten sind dieselben wie bei `faceloading`.',
    },
    payload: {kind: 'object', fields: faceModelFields},
    related: ['faceloading', 'facefound'],
    verified: 'engine source',
    sourceNote: 'Earlier pages agree. Same object as faceloading (face-controller.ts).',
  },
  {
    id: 'facefound',
    engineEvent: 'facecontroller.facefound',
    aframe: 'xrfacefound',
    aframePage: true,
    playcanvas: 'xr:facefound',
    playcanvasPage: 'face-effects',
    group: 'face',
    unshipped: [],
    summary: {en: 'A face appeared in the camera image.', de: 'Ein Gesicht ist im Kamerabild erschienen.'},
    when: {
      en: 'Fires in the first frame in which the engine tracks a face, and again when a lost face is found again. Each face has its own `id`; up to `maxDetections` faces are tracked at once.',
      de: 'Tritt im ersten Kamerabild ein, in dem die Engine ein Gesicht verfolgt, und erneut, wenn ein verlorenes Gesicht wiedergefunden wird. Jedes Gesicht hat eine eigene `id`; bis zu `maxDetections` Gesichter werden gleichzeitig verfolgt.',
    },
    payload: {kind: 'object', fields: faceTrackFields},
    related: ['faceupdated', 'facelost', 'facescanning'],
    correction: faceFlagsCorrection,
    verified: 'engine source',
    sourceNote:
      'The earlier A-Frame page listed {id, transform, vertices, normals, attachmentPoints, uvsInCameraFrame}; the PlayCanvas page the same. face-controller.ts (mapFaces) also includes the expression flags mouthOpen, leftEyeOpen, rightEyeOpen, leftEyebrowRaised, rightEyebrowRaised and interpupillaryDistanceInMM, leftEarFound and rightEarFound (the six per-point ear flags are deleted before the queued event is delivered); attachmentPoints is an object keyed by point name with {position}.',
  },
  {
    id: 'faceupdated',
    engineEvent: 'facecontroller.faceupdated',
    aframe: 'xrfaceupdated',
    aframePage: true,
    playcanvas: 'xr:faceupdated',
    playcanvasPage: 'face-effects',
    group: 'face',
    unshipped: [],
    summary: {en: 'A tracked face has new tracking data (every frame).', de: 'Für ein verfolgtes Gesicht liegen neue Tracking-Daten vor (in jedem Kamerabild).'},
    when: {
      en: 'Fires in every frame in which a face found earlier is still tracked. Move your face content and update the face mesh here.',
      de: 'Tritt in jedem Kamerabild ein, in dem ein zuvor gefundenes Gesicht weiter verfolgt wird. Hier bewegen Sie Ihre Inhalte am Gesicht und aktualisieren das Gesichts-Mesh.',
    },
    payload: {kind: 'object', fields: faceTrackFields},
    related: ['facefound', 'facelost'],
    correction: faceFlagsCorrection,
    verified: 'engine source',
    sourceNote: 'Same payload as facefound; dispatched for faces with status UPDATED (face-controller.ts).',
  },
  {
    id: 'facelost',
    engineEvent: 'facecontroller.facelost',
    aframe: 'xrfacelost',
    aframePage: true,
    playcanvas: 'xr:facelost',
    playcanvasPage: 'face-effects',
    group: 'face',
    unshipped: [],
    summary: {en: 'A face is no longer tracked.', de: 'Ein Gesicht wird nicht mehr verfolgt.'},
    when: {
      en: 'Fires when the engine stops tracking a face, for example because it left the camera image.',
      de: 'Tritt ein, wenn die Engine ein Gesicht nicht mehr verfolgt, zum Beispiel weil es das Kamerabild verlassen hat.',
    },
    payload: {kind: 'object', fields: [faceId(true)]},
    related: ['facefound', 'faceupdated'],
    verified: 'engine source',
    sourceNote: 'Earlier pages agree; face-controller.ts dispatches {id}.',
  },
  expression(
    'mouthopened',
    {en: 'The mouth of a tracked face opened.', de: 'Der Mund eines verfolgten Gesichts hat sich geöffnet.'},
    {en: `Fires when the mouth of a tracked face changes from closed to open. ${firstState.en}`, de: `Tritt ein, wenn der Mund eines verfolgten Gesichts vom geschlossenen in den offenen Zustand wechselt. ${firstState.de}`},
    ['mouthclosed', 'faceupdated'],
  ),
  expression(
    'mouthclosed',
    {en: 'The mouth of a tracked face closed.', de: 'Der Mund eines verfolgten Gesichts hat sich geschlossen.'},
    {en: `Fires when the mouth of a tracked face changes from open to closed. ${firstState.en}`, de: `Tritt ein, wenn der Mund eines verfolgten Gesichts vom offenen in den geschlossenen Zustand wechselt. ${firstState.de}`},
    ['mouthopened', 'faceupdated'],
  ),
  expression(
    'lefteyeopened',
    {en: 'The left eye of a tracked face opened.', de: 'Das linke Auge eines verfolgten Gesichts hat sich geöffnet.'},
    {en: `Fires when the left eye of a tracked face opens. ${firstState.en}`, de: `Tritt ein, wenn sich das linke Auge eines verfolgten Gesichts öffnet. ${firstState.de}`},
    ['lefteyeclosed', 'lefteyewinked', 'blinked'],
  ),
  expression(
    'lefteyeclosed',
    {en: 'The left eye of a tracked face closed.', de: 'Das linke Auge eines verfolgten Gesichts hat sich geschlossen.'},
    {en: `Fires when the left eye of a tracked face closes. ${firstState.en}`, de: `Tritt ein, wenn sich das linke Auge eines verfolgten Gesichts schließt. ${firstState.de}`},
    ['lefteyeopened', 'lefteyewinked', 'blinked'],
  ),
  expression(
    'righteyeopened',
    {en: 'The right eye of a tracked face opened.', de: 'Das rechte Auge eines verfolgten Gesichts hat sich geöffnet.'},
    {en: `Fires when the right eye of a tracked face opens. ${firstState.en}`, de: `Tritt ein, wenn sich das rechte Auge eines verfolgten Gesichts öffnet. ${firstState.de}`},
    ['righteyeclosed', 'righteyewinked', 'blinked'],
  ),
  expression(
    'righteyeclosed',
    {en: 'The right eye of a tracked face closed.', de: 'Das rechte Auge eines verfolgten Gesichts hat sich geschlossen.'},
    {en: `Fires when the right eye of a tracked face closes. ${firstState.en}`, de: `Tritt ein, wenn sich das rechte Auge eines verfolgten Gesichts schließt. ${firstState.de}`},
    ['righteyeopened', 'righteyewinked', 'blinked'],
  ),
  expression(
    'lefteyebrowraised',
    {en: 'The left eyebrow of a tracked face was raised.', de: 'Die linke Augenbraue eines verfolgten Gesichts wurde gehoben.'},
    {
      en: `Fires when the left eyebrow of a tracked face rises above the position it had when the face was found. ${firstState.en}`,
      de: `Tritt ein, wenn sich die linke Augenbraue eines verfolgten Gesichts über die Lage hebt, die sie beim Erkennen des Gesichts hatte. ${firstState.de}`,
    },
    ['lefteyebrowlowered', 'righteyebrowraised'],
  ),
  expression(
    'lefteyebrowlowered',
    {en: 'The left eyebrow of a tracked face was lowered again.', de: 'Die linke Augenbraue eines verfolgten Gesichts wurde wieder gesenkt.'},
    {
      en: `Fires when the left eyebrow of a tracked face returns to the position it had when the face was found. ${firstState.en}`,
      de: `Tritt ein, wenn die linke Augenbraue eines verfolgten Gesichts in die Lage zurückkehrt, die sie beim Erkennen des Gesichts hatte. ${firstState.de}`,
    },
    ['lefteyebrowraised', 'righteyebrowlowered'],
  ),
  expression(
    'righteyebrowraised',
    {en: 'The right eyebrow of a tracked face was raised.', de: 'Die rechte Augenbraue eines verfolgten Gesichts wurde gehoben.'},
    {
      en: `Fires when the right eyebrow of a tracked face rises above the position it had when the face was found. ${firstState.en}`,
      de: `Tritt ein, wenn sich die rechte Augenbraue eines verfolgten Gesichts über die Lage hebt, die sie beim Erkennen des Gesichts hatte. ${firstState.de}`,
    },
    ['righteyebrowlowered', 'lefteyebrowraised'],
  ),
  expression(
    'righteyebrowlowered',
    {en: 'The right eyebrow of a tracked face was lowered again.', de: 'Die rechte Augenbraue eines verfolgten Gesichts wurde wieder gesenkt.'},
    {
      en: `Fires when the right eyebrow of a tracked face returns to the position it had when the face was found. ${firstState.en}`,
      de: `Tritt ein, wenn die rechte Augenbraue eines verfolgten Gesichts in die Lage zurückkehrt, die sie beim Erkennen des Gesichts hatte. ${firstState.de}`,
    },
    ['righteyebrowraised', 'lefteyebrowlowered'],
  ),
  expression(
    'lefteyewinked',
    {en: 'A tracked face winked with the left eye.', de: 'Ein verfolgtes Gesicht hat mit dem linken Auge gezwinkert.'},
    {
      en: 'Fires about 100 ms after the left eye reopens, if at that moment less than 750 ms have passed since it closed and the right eye has not closed within the same 750 ms.',
      de: 'Tritt etwa 100 ms nach dem Wiederöffnen des linken Auges ein, wenn zu diesem Zeitpunkt seit dem Schließen weniger als 750 ms vergangen sind und sich das rechte Auge in diesen 750 ms nicht geschlossen hat.',
    },
    ['righteyewinked', 'blinked', 'lefteyeclosed'],
    'Earlier pages agree on {id} and the 750 ms window. face-controller.ts: closing an eye sets a wink flag for 750 ms; 100 ms after the eye reopens it dispatches blinked if both flags are set, else <left|right>eyewinked if this eye\'s flag is set.',
  ),
  expression(
    'righteyewinked',
    {en: 'A tracked face winked with the right eye.', de: 'Ein verfolgtes Gesicht hat mit dem rechten Auge gezwinkert.'},
    {
      en: 'Fires about 100 ms after the right eye reopens, if at that moment less than 750 ms have passed since it closed and the left eye has not closed within the same 750 ms.',
      de: 'Tritt etwa 100 ms nach dem Wiederöffnen des rechten Auges ein, wenn zu diesem Zeitpunkt seit dem Schließen weniger als 750 ms vergangen sind und sich das linke Auge in diesen 750 ms nicht geschlossen hat.',
    },
    ['lefteyewinked', 'blinked', 'righteyeclosed'],
    'Earlier pages agree on {id} and the 750 ms window; see lefteyewinked for the source logic.',
  ),
  expression(
    'blinked',
    {en: 'A tracked face blinked with both eyes.', de: 'Ein verfolgtes Gesicht hat mit beiden Augen geblinzelt.'},
    {
      en: 'Fires about 100 ms after an eye reopens, if both eyes closed less than 750 ms before that moment. A blink does not also count as a wink.',
      de: 'Tritt etwa 100 ms nach dem Wiederöffnen eines Auges ein, wenn sich beide Augen weniger als 750 ms vor diesem Zeitpunkt geschlossen haben. Ein Blinzeln zählt nicht zusätzlich als Zwinkern.',
    },
    ['lefteyewinked', 'righteyewinked', 'lefteyeclosed', 'righteyeclosed'],
    'Earlier pages agree on {id}; see lefteyewinked for the source logic.',
  ),
  {
    id: 'interpupillarydistance',
    engineEvent: 'facecontroller.interpupillarydistance',
    aframe: 'xrinterpupillarydistance',
    aframePage: true,
    playcanvas: 'xr:interpupillarydistance',
    playcanvasPage: 'face-effects',
    group: 'face',
    unshipped: [],
    summary: {en: 'The engine has estimated the distance between the pupils of a face.', de: 'Die Engine hat den Pupillenabstand eines Gesichts geschätzt.'},
    when: {
      en: 'Fires when the engine first estimates the distance between the pupils of a tracked face, and again whenever the estimate changes.',
      de: 'Tritt ein, wenn die Engine den Pupillenabstand eines verfolgten Gesichts zum ersten Mal schätzt, und erneut, wenn sich der Schätzwert ändert.',
    },
    payload: {
      kind: 'object',
      fields: [
        faceId(),
        {
          name: 'interpupillaryDistance',
          type: 'number',
          description: {en: 'Approximate distance between the centers of the pupils, in millimeters.', de: 'Ungefährer Abstand zwischen den Mittelpunkten der Pupillen in Millimetern.'},
        },
      ],
    },
    related: ['facefound', 'faceupdated'],
    correction: {
      en: 'The earlier A-Frame page named only `id` in its summary line; the engine source sends `id` and `interpupillaryDistance`, as the PlayCanvas page said. The source also shows that the event repeats whenever the estimate changes, not only the first time.',
      de: 'Die frühere A-Frame-Seite nannte in ihrer Übersichtszeile nur `id`; laut Quellcode sendet die Engine `id` und `interpupillaryDistance`, wie es die PlayCanvas-Seite angab. Der Quellcode zeigt außerdem, dass sich das Ereignis bei jeder Änderung des Schätzwerts wiederholt und nicht nur beim ersten Mal eintritt.',
    },
    verified: 'engine source',
    sourceNote:
      'The earlier A-Frame page gave the signature {id} but a table with id and interpupillaryDistance; the PlayCanvas page {id, interpupillaryDistance}. The source dispatches {interpupillaryDistance, id}. The earlier pages said "first detected"; face-controller.ts dispatches whenever the value differs from the stored one (initially 0).',
  },
  ear(
    'earfound',
    {en: 'An ear of a tracked face is found.', de: 'Die Engine hat ein Ohr eines verfolgten Gesichts erkannt.'},
    {
      en: 'Fires when the engine starts tracking an ear of a tracked face. Ear detection must be on (`enableEars`).',
      de: 'Tritt ein, wenn die Engine beginnt, ein Ohr eines verfolgten Gesichts zu verfolgen. Dazu muss die Ohrenerkennung eingeschaltet sein (`enableEars`).',
    },
    earField,
    ['earlost', 'earpointfound'],
  ),
  ear(
    'earlost',
    {en: 'An ear of a tracked face is no longer tracked.', de: 'Ein Ohr eines verfolgten Gesichts wird nicht mehr verfolgt.'},
    {
      en: `Fires when the engine stops tracking an ear of a tracked face. ${earFirstDetection.en}`,
      de: `Tritt ein, wenn die Engine ein Ohr eines verfolgten Gesichts nicht mehr verfolgt. ${earFirstDetection.de}`,
    },
    earField,
    ['earfound', 'earpointlost'],
  ),
  ear(
    'earpointfound',
    {en: 'An ear attachment point of a tracked face is found.', de: 'Die Engine hat einen Befestigungspunkt am Ohr eines verfolgten Gesichts erkannt.'},
    {
      en: 'Fires when the engine starts tracking one of the ear attachment points of a tracked face. Ear detection must be on (`enableEars`).',
      de: 'Tritt ein, wenn die Engine beginnt, einen der Befestigungspunkte am Ohr eines verfolgten Gesichts zu verfolgen. Dazu muss die Ohrenerkennung eingeschaltet sein (`enableEars`).',
    },
    earPointField,
    ['earpointlost', 'earfound'],
  ),
  ear(
    'earpointlost',
    {en: 'An ear attachment point of a tracked face is no longer tracked.', de: 'Ein Befestigungspunkt am Ohr eines verfolgten Gesichts wird nicht mehr verfolgt.'},
    {
      en: 'Fires when the engine stops tracking one of the ear attachment points of a tracked face. The first time a face is found, it also fires once for every ear attachment point that is not tracked at that moment, even with ear detection off.',
      de: 'Tritt ein, wenn die Engine einen der Befestigungspunkte am Ohr eines verfolgten Gesichts nicht mehr verfolgt. Wird ein Gesicht zum ersten Mal erkannt, tritt das Ereignis außerdem einmal für jeden Befestigungspunkt am Ohr ein, der in diesem Moment nicht verfolgt wird, auch bei ausgeschalteter Ohrenerkennung.',
    },
    earPointField,
    ['earpointfound', 'earlost'],
  ),

  // Hand Tracking
  {
    id: 'handloading',
    engineEvent: 'handcontroller.handloading',
    aframe: 'xrhandloading',
    aframePage: true,
    playcanvas: 'xr:handloading',
    playcanvasPage: 'hand-tracking',
    group: 'hand',
    unshipped: ['hand'],
    summary: {en: 'The engine starts loading the extra resources for hand tracking.', de: 'Die Engine beginnt, die zusätzlichen Ressourcen für das Hand Tracking zu laden.'},
    when: {
      en: 'Fires once when the engine starts loading the hand tracking resources. The payload describes the hand meshes.',
      de: 'Tritt einmal ein, wenn die Engine beginnt, die Ressourcen für das Hand Tracking zu laden. Die Nutzdaten beschreiben die Hand-Meshes.',
    },
    payload: {kind: 'object', fields: handModelFields},
    related: ['handscanning', 'handfound'],
    correction: {
      en: `The earlier PlayCanvas example read \`indices\` and \`uvs\`, which the hand payload does not contain; the triangle lists are \`rightIndices\` and \`leftIndices\`. ${handUvsCorrection.en}`,
      de: `Das frühere PlayCanvas-Beispiel las \`indices\` und \`uvs\`, die in den Nutzdaten der Hand nicht vorkommen; die Dreieckslisten heißen \`rightIndices\` und \`leftIndices\`. ${handUvsCorrection.de}`,
    },
    verified: 'earlier documentation',
    sourceNote:
      'Earlier pages agree on {maxDetections, pointsPerDetection, rightIndices, leftIndices}; the PlayCanvas example destructured indices and uvs instead, which the payload does not have. The hand controller is not in the archived engine source. xrextras handMesh (8thwall/8thwall packages/xrextras/src/aframe/components/hand-components.ts) also reads rightUvs and leftUvs ({u, v}[]) from the xrhandloading detail.',
  },
  {
    id: 'handscanning',
    engineEvent: 'handcontroller.handscanning',
    aframe: 'xrhandscanning',
    aframePage: true,
    playcanvas: 'xr:handscanning',
    playcanvasPage: 'hand-tracking',
    group: 'hand',
    unshipped: ['hand'],
    summary: {en: 'Hand tracking resources are loaded and the engine is looking for hands.', de: 'Die Ressourcen für das Hand Tracking sind geladen, und die Engine sucht nach Händen.'},
    when: {
      en: 'Fires once when the hand tracking resources are loaded and the engine starts looking for hands. The payload is the same as for `handloading`.',
      de: 'Tritt einmal ein, wenn die Ressourcen für das Hand Tracking geladen sind und die Engine beginnt, nach Händen zu suchen. Die Nutzdaten sind dieselben wie bei `handloading`.',
    },
    payload: {kind: 'object', fields: handModelFields},
    related: ['handloading', 'handfound'],
    correction: handUvsCorrection,
    verified: 'earlier documentation',
    sourceNote: 'Earlier pages agree. Not verifiable against source (hand controller not in the archive).',
  },
  {
    id: 'handfound',
    engineEvent: 'handcontroller.handfound',
    aframe: 'xrhandfound',
    aframePage: true,
    playcanvas: 'xr:handfound',
    playcanvasPage: 'hand-tracking',
    group: 'hand',
    unshipped: ['hand'],
    summary: {en: 'A hand appeared in the camera image.', de: 'Eine Hand ist im Kamerabild erschienen.'},
    when: {
      en: 'Fires when the engine starts tracking a hand.',
      de: 'Tritt ein, wenn die Engine beginnt, eine Hand zu verfolgen.',
    },
    payload: {kind: 'object', fields: handTrackFields},
    related: ['handupdated', 'handlost', 'handscanning'],
    verified: 'earlier documentation',
    sourceNote: 'Earlier A-Frame and PlayCanvas pages agree on {id, transform, vertices, normals, handKind, attachmentPoints}. Not verifiable against source.',
  },
  {
    id: 'handupdated',
    engineEvent: 'handcontroller.handupdated',
    aframe: 'xrhandupdated',
    aframePage: true,
    playcanvas: 'xr:handupdated',
    playcanvasPage: 'hand-tracking',
    group: 'hand',
    unshipped: ['hand'],
    summary: {en: 'A tracked hand has new tracking data.', de: 'Für eine verfolgte Hand liegen neue Tracking-Daten vor.'},
    when: {
      en: 'Fires while a hand found earlier is still tracked, with its new pose and mesh.',
      de: 'Tritt wiederholt ein, solange eine zuvor gefundene Hand weiter verfolgt wird, und liefert jeweils ihre neue Lage und ihr neues Mesh.',
    },
    payload: {kind: 'object', fields: handTrackFields},
    related: ['handfound', 'handlost'],
    verified: 'earlier documentation',
    sourceNote: 'Same payload as handfound. Not verifiable against source.',
  },
  {
    id: 'handlost',
    engineEvent: 'handcontroller.handlost',
    aframe: 'xrhandlost',
    aframePage: true,
    playcanvas: 'xr:handlost',
    playcanvasPage: 'hand-tracking',
    group: 'hand',
    unshipped: ['hand'],
    summary: {en: 'A hand is no longer tracked.', de: 'Eine Hand wird nicht mehr verfolgt.'},
    when: {
      en: 'Fires when the engine stops tracking a hand.',
      de: 'Tritt ein, wenn die Engine eine Hand nicht mehr verfolgt.',
    },
    payload: {kind: 'object', fields: [{name: 'id', type: 'number', description: {en: 'Numerical id of the hand that is no longer tracked.', de: 'Numerische ID der Hand, die nicht mehr verfolgt wird.'}}]},
    related: ['handfound', 'handupdated'],
    verified: 'earlier documentation',
    sourceNote: 'Earlier pages agree on {id}. Not verifiable against source.',
  },

  // Sky Effects (layers)
  {
    id: 'layerloading',
    engineEvent: 'layerscontroller.layerloading',
    aframe: 'xrlayerloading',
    aframePage: false,
    playcanvas: 'xr:layerloading',
    playcanvasPage: 'own',
    group: 'layers',
    unshipped: [],
    summary: {en: 'The engine starts loading the resources for Sky Effects.', de: 'Die Engine beginnt, die Ressourcen für Sky Effects zu laden.'},
    when: {
      en: 'Fires when the pipeline module of `XR8.LayersController` is attached and starts loading the resources it needs to find layers such as the sky.',
      de: 'Tritt ein, wenn das Pipeline-Modul von `XR8.LayersController` angehängt wird und beginnt, die Ressourcen zu laden, die es zum Finden von Ebenen wie dem Himmel braucht.',
    },
    payload: {kind: 'none'},
    related: ['layerscanning', 'layerfound'],
    verified: 'engine source',
    sourceNote:
      'Earlier PlayCanvas page gave an empty detail; layers-controller.ts dispatches layerloading with {}. xr-config-component.ts forwards layerscontroller.* as xrlayerloading/xrlayerscanning/xrlayerfound in A-Frame too; the earlier docs had no A-Frame pages for them.',
  },
  {
    id: 'layerscanning',
    engineEvent: 'layerscontroller.layerscanning',
    aframe: 'xrlayerscanning',
    aframePage: false,
    playcanvas: 'xr:layerscanning',
    playcanvasPage: 'own',
    group: 'layers',
    unshipped: [],
    summary: {en: 'Sky Effects resources are loaded and the engine is looking for the layer.', de: 'Die Ressourcen für Sky Effects sind geladen, und die Engine sucht nach der Ebene.'},
    when: {
      en: 'Fires when the segmentation model is loaded and the engine starts looking for a layer, once per layer. The only layer is `sky`.',
      de: 'Tritt einmal pro Ebene ein, wenn das Segmentierungsmodell geladen ist und die Engine beginnt, nach der Ebene zu suchen. Die einzige Ebene ist `sky`.',
    },
    payload: {kind: 'object', fields: [{name: 'name', type: 'string', description: {en: 'Name of the layer, `sky`.', de: 'Name der Ebene, `sky`.'}}]},
    related: ['layerloading', 'layerfound'],
    verified: 'engine source',
    sourceNote: 'Earlier page agrees on {name}. layers-controller.ts dispatches {name: "sky"} when the worker reports "started"; SUPPORTED_LAYERS is ["sky"].',
  },
  {
    id: 'layerfound',
    engineEvent: 'layerscontroller.layerfound',
    aframe: 'xrlayerfound',
    aframePage: false,
    playcanvas: 'xr:layerfound',
    playcanvasPage: 'own',
    group: 'layers',
    unshipped: [],
    summary: {en: 'The layer (the sky) was found in the camera image for the first time.', de: 'Die Ebene (der Himmel) wurde zum ersten Mal im Kamerabild gefunden.'},
    when: {
      en: 'Fires only once, the first time more than 5 % of the camera image belongs to the layer. It does not fire again when the sky leaves the image and comes back.',
      de: 'Tritt nur einmal ein, wenn zum ersten Mal mehr als 5 % des Kamerabildes zur Ebene gehören. Verschwindet der Himmel aus dem Kamerabild und kehrt zurück, tritt das Ereignis nicht erneut ein.',
    },
    payload: {
      kind: 'object',
      fields: [
        {name: 'name', type: 'string', description: {en: 'Name of the layer, `sky`.', de: 'Name der Ebene, `sky`.'}},
        {
          name: 'percentage',
          type: 'number',
          description: {en: 'Share of the camera image that belongs to the layer, between 0 and 1.', de: 'Anteil des Kamerabildes, der zur Ebene gehört, zwischen 0 und 1.'},
        },
      ],
    },
    related: ['layerscanning', 'layerloading'],
    correction: {
      en: 'The earlier page described `percentage` as a percentage and printed it that way. The engine source computes it as a fraction between 0 and 1.',
      de: 'Die frühere Seite beschrieb `percentage` als Prozentwert und gab den Wert auch so an. Laut Quellcode ist der Wert ein Anteil zwischen 0 und 1.',
    },
    verified: 'engine source',
    sourceNote:
      'The earlier page called percentage "the percentage of pixels that are sky" and its example printed it as a percent. layers-controller.ts: percentage is a fraction in [0, 1]; layerfound is dispatched once (haveSeenSky_) when it exceeds 0.05.',
  },
];

export const xrListeners: readonly XrListener[] = [
  {
    id: 'hidecamerafeed',
    aframe: 'hidecamerafeed',
    playcanvas: 'xr:hidecamerafeed',
    summary: {en: 'Hides the camera image behind the scene; tracking continues.', de: 'Blendet das Kamerabild hinter der Szene aus; das Tracking läuft weiter.'},
  },
  {
    id: 'showcamerafeed',
    aframe: 'showcamerafeed',
    playcanvas: 'xr:showcamerafeed',
    summary: {en: 'Shows the camera image behind the scene again.', de: 'Zeigt das Kamerabild hinter der Szene wieder an.'},
  },
  {
    id: 'recenter',
    aframe: 'recenter',
    playcanvas: 'xr:recenter',
    summary: {en: 'Recenters the scene, optionally at a new origin and facing direction.', de: 'Zentriert die Szene neu, auf Wunsch mit neuem Ursprung und neuer Blickrichtung.'},
  },
  {
    id: 'screenshotrequest',
    aframe: 'screenshotrequest',
    playcanvas: 'xr:screenshotrequest',
    summary: {en: 'Captures the canvas as a JPEG image; the engine answers with the image or with an error.', de: 'Nimmt das Canvas als JPEG-Bild auf; die Engine antwortet mit dem Bild oder mit einem Fehler.'},
  },
  {
    id: 'stopxr',
    aframe: 'stopxr',
    playcanvas: 'xr:stopxr',
    summary: {en: 'Stops the XR session: the camera closes and tracking stops.', de: 'Beendet die XR-Sitzung: Die Kamera wird geschlossen und das Tracking endet.'},
  },
];

const PLAYCANVAS_GROUP_PAGES: Record<Exclude<PlayCanvasPage, 'own' | null>, string> = {
  'image-target': 'playcanvas-image-target-events',
  'face-effects': 'playcanvas-face-effects-events',
  'hand-tracking': 'playcanvas-hand-tracking-events',
};

export function xrEvent(id: string): XrEvent {
  const event = xrEvents.find((e) => e.id === id);
  if (!event) throw new Error(`Unknown XR event "${id}" (src/data/xrEvents.ts)`);
  return event;
}

export function xrListener(id: string): XrListener {
  const listener = xrListeners.find((l) => l.id === id);
  if (!listener) throw new Error(`Unknown XR event listener "${id}" (src/data/xrEvents.ts)`);
  return listener;
}

/** Site path (inside the locale) of the page that documents an event in a framework, or null. */
export function xrEventPath(event: XrEvent, framework: Framework): string | null {
  if (framework === 'aframe') return event.aframePage ? `/legacy/api/aframeevents/${event.aframe}/` : null;
  if (!event.playcanvasPage) return null;
  if (event.playcanvasPage === 'own') return `/legacy/api/playcanvasevents/xr${event.id}/`;
  return `/legacy/api/playcanvasevents/${PLAYCANVAS_GROUP_PAGES[event.playcanvasPage]}/#${event.id}`;
}

/** Site path of an event listener page. */
export function xrListenerPath(listener: XrListener, framework: Framework): string {
  return framework === 'aframe'
    ? `/legacy/api/aframeeventlisenters/${listener.aframe}/`
    : `/legacy/api/playcanvaseventlisteners/xr${listener.id}/`;
}

/** Name of an event in a framework. */
export function xrEventName(event: XrEvent, framework: Framework): string | null {
  return framework === 'aframe' ? event.aframe : event.playcanvas;
}
