import type { NavigationAction } from '@hrt/shared/domain/schedule';
import { scheduleConstants } from '@hrt/shared/schemas/schedule';
import {
  Bot,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  History,
  Plus,
  RotateCcw,
  Sparkles,
  Spline,
  Telescope,
  Wand2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ToolbarProps {
  zoom: number;
  canEdit: boolean;
  compact: boolean;
  showLines: boolean;
  testingAi: boolean;
  onZoom: (action: 'in' | 'out' | 'reset') => void;
  onNavigate: (action: NavigationAction) => void;
  onToggleLines: () => void;
  onAdd: () => void;
  onTestAi: () => void;
  onAnalysis: () => void;
  onAgentic: () => void;
}

const navButtons: { action: NavigationAction; label: string; icon: ReactNode; text?: string }[] = [
  { action: 'past', label: 'Past', icon: <History />, text: 'Past' },
  { action: 'back-3-months', label: 'Back 3 months', icon: <ChevronsLeft /> },
  { action: 'back-1-month', label: 'Back 1 month', icon: <ChevronLeft /> },
  { action: 'today', label: 'Today', icon: null, text: 'Today' },
  { action: 'forward-1-month', label: 'Forward 1 month', icon: <ChevronRight /> },
  { action: 'forward-3-months', label: 'Forward 3 months', icon: <ChevronsRight /> },
  { action: 'future', label: 'Future', icon: <Telescope />, text: 'Future' },
];

function Group({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a cluster of toolbar buttons, not form fields.
    <div
      role="group"
      aria-label={label}
      className={cn(
        'flex flex-wrap items-center gap-0.5 rounded-lg border bg-card p-0.5',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * The schedule's buttons, in this order: the three AI helpers, zoom out/in/reset, the
 * navigation row, Add Task, and the dependency-lines toggle. Read-only roles get the view
 * controls only. On a phone (`compact`) only what the week list uses is shown.
 */
export function ScheduleToolbar(props: ToolbarProps) {
  const { zoom, canEdit, compact } = props;
  const { min, max, default: initial } = scheduleConstants.zoom;
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Schedule">
      {canEdit && (
        <Group label="AI planning">
          <Button variant="ghost" size="sm" onClick={props.onTestAi} disabled={props.testingAi}>
            <Bot aria-hidden="true" />
            {props.testingAi ? 'Testing...' : 'Test AI Agent'}
          </Button>
          <Button variant="ghost" size="sm" onClick={props.onAnalysis}>
            <Sparkles aria-hidden="true" />
            AI Analysis
          </Button>
          <Button variant="ghost" size="sm" onClick={props.onAgentic}>
            <Wand2 aria-hidden="true" />
            Agentic Planning
          </Button>
        </Group>
      )}
      {!compact && (
        <>
          <Group label="Zoom">
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label="Zoom out"
              disabled={zoom <= min}
              onClick={() => props.onZoom('out')}
            >
              <ZoomOut />
            </Button>
            <span
              className="w-12 text-center text-xs tabular text-muted-foreground"
              aria-live="polite"
            >
              <span className="sr-only">Zoom </span>
              {Math.round(zoom * 100)}%
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label="Zoom in"
              disabled={zoom >= max}
              onClick={() => props.onZoom('in')}
            >
              <ZoomIn />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label="Reset zoom"
              disabled={zoom === initial}
              onClick={() => props.onZoom('reset')}
            >
              <RotateCcw />
            </Button>
          </Group>
          <Group label="Navigate">
            {navButtons.map((button) => (
              <Button
                key={button.action}
                variant="ghost"
                size={button.text ? 'sm' : 'icon'}
                className={button.text ? undefined : 'size-9'}
                aria-label={button.label}
                title={button.label}
                onClick={() => props.onNavigate(button.action)}
              >
                {button.icon}
                {button.text}
              </Button>
            ))}
          </Group>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={props.showLines}
            onClick={props.onToggleLines}
          >
            <Spline aria-hidden="true" />
            Dependency lines
          </Button>
        </>
      )}
      {canEdit && (
        <Button size="sm" className="ml-auto" onClick={props.onAdd}>
          <Plus aria-hidden="true" />
          Add Task
        </Button>
      )}
    </div>
  );
}
