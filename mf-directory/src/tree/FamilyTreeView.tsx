import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { UI_WORDS, apiPath, localeDirection, type FamilyPerson, type FamilyRelation, type FamilyTree } from 'shared-contracts';
import { callApi, localeAtom, useSharedText } from 'shared-contracts/runtime';
import { Button, Notice, Spinner, saveFile, yourRelation } from 'shared-contracts/ui';
import { useText as useDirectoryText } from '../messages';
import { pngOf, treeSvgText } from './download';
import { lifeYears } from './lifeYears';
import { useText } from './messages';
import { useText as useYearsText } from './years/messages';
import { drawTree, mirrored, UNIT, type Placed } from './treeLayout';
import { TreeOutline } from './TreeOutline';
import { treeCss } from './treeCss';
import { usePanZoom, type View } from './usePanZoom';

/** The box of a person inside its cell of the layout (two units by two). */
const BOX = { inset: 6, width: UNIT.x * 2 - 12, height: UNIT.y * 2 - 12 } as const;
const NAME_CHARS = 18;
/** A photo's circle at the box's start, its text beside it (fewer characters a line). */
const PHOTO = { r: 18, cx: 25, textLeft: 46, chars: 13 } as const;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface FamilyTreeViewProps {
  /** A member's box was chosen: their profile opens. */
  onOpenMember: (memberId: number) => void;
}

/**
 * The family tree beside the directory's cards: centred on the viewer, ancestors above,
 * descendants below, partners beside; pan and zoom by touch, mouse and keyboard; a branch folds
 * away and comes back; another person can be put in the centre; members open their profile; the
 * whole drawing downloads as SVG or PNG; and the same tree is a list for screen readers.
 */
export default function FamilyTreeView({ onOpenMember }: FamilyTreeViewProps) {
  const t = useText();
  const shared = useSharedText();
  const [tree, setTree] = useState<FamilyTree | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setFailed(false);
    callApi('familyTree').then(
      (answer) => active && setTree(answer),
      (error: unknown) => {
        console.error('Could not load the family tree', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  if (failed) {
    return (
      <Notice type="error" action={<Button onClick={() => setAttempt((n) => n + 1)}>{shared(UI_WORDS.tryAgain)}</Button>}>
        {t('tree.failed')}
      </Notice>
    );
  }
  if (!tree) {
    return (
      <div className="fn-directory-status" role="status" aria-label={t('tree.loading')}>
        <Spinner size="large" />
      </div>
    );
  }
  return <LoadedTree tree={tree} onOpenMember={onOpenMember} />;
}

function LoadedTree({ tree, onOpenMember }: { tree: FamilyTree; onOpenMember: (memberId: number) => void }) {
  const t = useText();
  const locale = useAtomValue(localeAtom);
  // Right to left, the drawing is mirrored (the parents' order, partners beside): its text is not.
  const rtl = localeDirection(locale) === 'rtl';
  const [root, setRoot] = useState(tree.me);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [relations, setRelations] = useState<ReadonlyMap<string, FamilyRelation>>(new Map());
  const viewport = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);

  // Every person's relation, relatives without an account too (the cards only need members'), in
  // the page's language: asked again when it changes, the other language's words gone meanwhile.
  useEffect(() => {
    let active = true;
    setRelations(new Map());
    callApi('familyRelations').then(
      (answer) => active && setRelations(new Map(answer.relations.map((relation) => [relation.person, relation]))),
      (error: unknown) => console.warn('Could not load how the family is related; the tree shows without it', error),
    );
    return () => {
      active = false;
    };
  }, [locale]);

  const drawing = useMemo(() => {
    const drawn = drawTree(tree, root, collapsed);
    return rtl ? mirrored(drawn) : drawn;
  }, [tree, root, collapsed, rtl]);
  const hasChildren = useMemo(() => new Set(tree.parents.map((link) => link.parent)), [tree]);

  const centre = useCallback((): View => {
    const me = drawing.people.find((placed) => placed.person.id === root);
    const box = viewport.current?.getBoundingClientRect();
    const width = box?.width || 360;
    const height = box?.height || 480;
    if (!me) return { x: 0, y: 0, scale: 1 };
    const scale = width < 600 ? 0.8 : 1;
    return { scale, x: width / 2 - (me.x + UNIT.x) * scale, y: height / 2 - (me.y + UNIT.y) * scale };
  }, [drawing, root]);
  const { view, reset, zoomIn, zoomOut, handlers } = usePanZoom(viewport, centre);
  // A new centre (or a branch folded) draws again around it.
  useEffect(() => reset(), [reset]);

  const lonely = tree.parents.every((link) => link.child !== tree.me && link.parent !== tree.me) && tree.partners.every((link) => link.a !== tree.me && link.b !== tree.me);

  const open = (person: FamilyPerson) => {
    if (person.memberId) onOpenMember(person.memberId);
    else setRoot(person.id);
  };
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const colourOf = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  const svgText = () => treeSvgText(svg.current!, drawing.width, drawing.height, colourOf);
  const downloadSvg = async () => saveFile(new Blob([await svgText()], { type: 'image/svg+xml' }), 'family-tree.svg');
  const downloadPng = async () => {
    setProblem(null);
    try {
      saveFile(await pngOf(await svgText(), drawing.width, drawing.height), 'family-tree.png');
    } catch (error) {
      console.error('The tree could not be made a PNG', error);
      setProblem(t('tree.pngFailed'));
    }
  };

  return (
    <div className="fn-tree">
      <style>{treeCss}</style>
      {lonely && <p className="fn-tree-muted">{t('tree.lonely')}</p>}
      {problem && <Notice type="error">{problem}</Notice>}
      <div className="fn-tree-toolbar" role="toolbar" aria-label={t('tree.toolbar')}>
        <Button size="small" onClick={() => (root === tree.me ? reset() : setRoot(tree.me))}>
          {t('tree.centre')}
        </Button>
        <Button size="small" aria-label={t('tree.zoomIn')} title={t('tree.zoomIn')} onClick={zoomIn}>
          +
        </Button>
        <Button size="small" aria-label={t('tree.zoomOut')} title={t('tree.zoomOut')} onClick={zoomOut}>
          −
        </Button>
        <Button size="small" onClick={() => void downloadSvg()}>
          {t('tree.svg')}
        </Button>
        <Button size="small" onClick={() => void downloadPng()}>
          {t('tree.png')}
        </Button>
        {/* The server writes it (the tree as this member sees it), for genealogy programs. */}
        <Button size="small" href={apiPath('familyGedcom')} download>
          {t('tree.gedcom')}
        </Button>
      </div>
      <div ref={viewport} className="fn-tree-viewport" tabIndex={0} role="group" aria-label={t('tree.drawing')} {...handlers}>
        <svg ref={svg} className="fn-tree-svg" width="100%" height="100%" aria-hidden={false}>
          <g data-tree-view transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            <g fill="none" stroke="#9e9e9e" strokeWidth={1.5}>
              {drawing.lines.map(([x1, y1, x2, y2], index) => (
                <line key={index} x1={x1} y1={y1} x2={x2} y2={y2} />
              ))}
            </g>
            {drawing.people.map((placed) => (
              <PersonBox
                key={placed.person.id}
                placed={placed}
                isMe={placed.person.id === tree.me}
                relation={relations.get(placed.person.id)?.word}
                canFold={hasChildren.has(placed.person.id)}
                folded={collapsed.has(placed.person.id)}
                onOpen={open}
                onFold={toggle}
                onCentre={setRoot}
                rtl={rtl}
              />
            ))}
          </g>
        </svg>
      </div>
      <details className="fn-tree-outline-box" open={lonely ? undefined : true}>
        <summary>{t('tree.outline')}</summary>
        <TreeOutline tree={tree} relations={relations} onOpen={open} />
      </details>
    </div>
  );
}

interface PersonBoxProps {
  placed: Placed;
  isMe: boolean;
  relation?: string;
  canFold: boolean;
  folded: boolean;
  onOpen: (person: FamilyPerson) => void;
  onFold: (id: string) => void;
  onCentre: (id: string) => void;
  /** Right to left: the photo and the corner's button on the other side. */
  rtl: boolean;
}

function PersonBox({ placed, isMe, relation, canFold, folded, onOpen, onFold, onCentre, rtl }: PersonBoxProps) {
  const t = useText();
  const yearsText = useYearsText();
  // You and the list's separator are the cards' words (the first screen's messages).
  const directory = useDirectoryText();
  const { person, x, y, hasSubTree } = placed;
  const left = x + BOX.inset;
  const top = y + BOX.inset;
  const years = lifeYears(person, yearsText);
  // A photo (a member's from their profile, a relative's from the tree) sits at the box's start.
  const photo = person.photoURL;
  const chars = photo ? PHOTO.chars : NAME_CHARS;
  const textWidth = BOX.width - PHOTO.textLeft - 4;
  const textX = photo ? (rtl ? left + 4 + textWidth / 2 : left + PHOTO.textLeft + textWidth / 2) : left + BOX.width / 2;
  const photoX = rtl ? left + BOX.width - PHOTO.cx : left + PHOTO.cx;
  const cornerX = rtl ? left + 4 : left + BOX.width - 4;
  const nameShown = cut(person.name, chars);
  // The relation's words are shared-contracts' (relationText.ts), in English for now.
  const relationFull = isMe ? directory('common.you') : relation ? yourRelation({ word: relation }) : '';
  const relationShown = cut(relationFull, chars + 2);
  // The name says first what the box shows, word for word (a voice user says what they see);
  // what the box had to cut follows in full.
  const shown = [nameShown, relationShown, years].filter(Boolean).join(' ');
  const cutShort = nameShown !== person.name || relationShown !== relationFull;
  const said = cutShort ? t('tree.person.cut', { shown, full: [person.name, relationFull].filter(Boolean).join(directory('common.listSeparator')) }) : shown;
  const activate = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(person);
  };
  return (
    <g className="fn-tree-person">
      <g
        data-tree-action
        role="button"
        tabIndex={0}
        aria-label={person.memberId ? t('tree.person.open', { person: said }) : t('tree.person.centre', { person: said })}
        onClick={() => onOpen(person)}
        onKeyDown={activate}
        style={{ cursor: 'pointer' }}
      >
        <rect
          x={left}
          y={top}
          width={BOX.width}
          height={BOX.height}
          rx={10}
          fill={isMe ? 'var(--fn-color-primary)' : '#ffffff'}
          stroke={person.memberId ? 'var(--fn-color-primary)' : '#9e9e9e'}
          strokeWidth={1.5}
          strokeDasharray={person.memberId ? undefined : '5 3'}
        />
        {photo && <BoxPhoto id={person.id} url={photo} cx={photoX} cy={top + BOX.height / 2} />}
        <text x={textX} y={top + 28} textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={13} fontWeight={600} fill={isMe ? '#ffffff' : '#212121'}>
          {`${nameShown} `}
        </text>
        {relationShown && (
          <text x={textX} y={top + 48} textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={12} fill={isMe ? '#ffffff' : '#1565c0'}>
            {`${relationShown} `}
          </text>
        )}
        {years && (
          <text x={textX} y={top + 67} textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={12} fill={isMe ? '#ffffff' : '#616161'}>
            {years}
          </text>
        )}
      </g>
      {canFold && (
        <g data-tree-action data-tree-control role="button" tabIndex={0} aria-label={t(folded ? 'tree.showDescendants' : 'tree.hideDescendants', { name: person.name })} aria-expanded={!folded} onClick={() => onFold(person.id)} onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), onFold(person.id))} style={{ cursor: 'pointer' }}>
          <circle cx={left + BOX.width / 2} cy={top + BOX.height} r={11} fill="#ffffff" stroke="#9e9e9e" />
          <text x={left + BOX.width / 2} y={top + BOX.height + 5} textAnchor="middle" fontSize={15} fill="#424242">
            {folded ? '+' : '−'}
          </text>
        </g>
      )}
      {hasSubTree && !isMe && (
        <g data-tree-action data-tree-control role="button" tabIndex={0} aria-label={t('tree.centreOn', { name: person.name })} onClick={() => onCentre(person.id)} onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), onCentre(person.id))} style={{ cursor: 'pointer' }}>
          <circle cx={cornerX} cy={top + 4} r={10} fill="#ffffff" stroke="#9e9e9e" />
          <text x={cornerX} y={top + 8} textAnchor="middle" fontSize={12} fill="#424242">
            ⋯
          </text>
        </g>
      )}
    </g>
  );
}


/** A photo in a circle (decorative: the box says the name). */
function BoxPhoto({ id, url, cx, cy }: { id: string; url: string; cx: number; cy: number }) {
  const clip = `fn-tree-photo-${id}`;
  return (
    <g aria-hidden>
      <clipPath id={clip}>
        <circle cx={cx} cy={cy} r={PHOTO.r} />
      </clipPath>
      <circle cx={cx} cy={cy} r={PHOTO.r + 1} fill="#e0e0e0" stroke="#ffffff" strokeWidth={1.5} />
      <image href={url} x={cx - PHOTO.r} y={cy - PHOTO.r} width={PHOTO.r * 2} height={PHOTO.r * 2} preserveAspectRatio="xMidYMid slice" clipPath={`url(#${clip})`} />
    </g>
  );
}
