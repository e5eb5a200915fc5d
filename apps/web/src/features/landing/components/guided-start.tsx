import { ArrowRight, CheckCircle2, Circle, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { type GuidedStep, type GuidedStepId, useGuidedStart } from '../hooks/use-guided-start';

interface StepText {
  title: string;
  hint: string;
  actions: readonly { label: string; to: string }[];
}

const stepTexts: Record<GuidedStepId, StepText> = {
  room: {
    title: 'Add a room',
    hint: 'Rooms hold the budgets, expenses, ideas and documents of your renovation.',
    actions: [{ label: 'Add a room', to: paths.rooms.href() }],
  },
  expense: {
    title: 'Add an expense',
    hint: 'Type one in, or let the app read it from an invoice or receipt.',
    actions: [
      { label: 'Add an expense', to: paths.expenses.href() },
      { label: 'Extract from an invoice', to: paths.extractExpenses.href() },
    ],
  },
  invite: {
    title: 'Invite someone',
    hint: 'Give your partner, builder or designer their own sign-in and role.',
    actions: [{ label: 'Invite someone', to: paths.admin.href() }],
  },
};

function StepItem({ step, number }: { step: GuidedStep; number: number }) {
  const text = stepTexts[step.id];
  const Icon = step.done ? CheckCircle2 : Circle;
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <Icon
        className={cn(
          'mt-0.5 size-5 shrink-0',
          step.done ? 'text-success' : 'text-muted-foreground',
        )}
        aria-hidden="true"
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="grid gap-0.5">
          <p className={cn('font-medium', step.done && 'text-muted-foreground line-through')}>
            <span className="sr-only">Step {number}: </span>
            {text.title}
            <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
          </p>
          {!step.done && <p className="text-sm text-muted-foreground">{text.hint}</p>}
        </div>
        {!step.done && (
          <div className="flex flex-wrap gap-2">
            {text.actions.map((action, index) => (
              <Button
                key={action.to}
                asChild
                size="sm"
                variant={index === 0 ? 'default' : 'outline'}
              >
                <Link to={action.to}>
                  {action.label}
                  {index === 0 && <ArrowRight aria-hidden="true" />}
                </Link>
              </Button>
            ))}
          </div>
        )}
      </div>
      {step.done && <span className="self-start text-sm font-medium text-success">Done</span>}
    </li>
  );
}

/**
 * The demo runs as a server of its own on its own data (decision 042), so this says how to
 * start it rather than linking to one that may not be running.
 */
function DemoHint() {
  return (
    <p className="flex gap-2 text-sm text-muted-foreground">
      <PlayCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        To look around a filled-in renovation first, run <code>npm run demo</code> where the app is
        installed: a demo project with its own data and accounts, apart from yours.
      </span>
    </p>
  );
}

/**
 * The home page's guided start (decision 037): the first steps of a new project, ticked off as
 * they are done, for the people who can take them. Renders nothing otherwise.
 */
export function GuidedStart({ className }: { className?: string }) {
  const { steps, hide } = useGuidedStart();
  if (steps.length === 0) return null;
  const doneCount = steps.filter((step) => step.done).length;
  const allDone = doneCount === steps.length;
  return (
    <Card className={className}>
      <section aria-labelledby="guided-start-heading">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <h2 id="guided-start-heading" className="text-base leading-tight font-semibold">
              {allDone ? 'Your project is set up' : 'Get started'}
            </h2>
            <CardDescription>
              {allDone
                ? 'Every first step is done. Hide this list when you no longer need it.'
                : `${doneCount} of ${steps.length} done. Each step ticks off once it is done.`}
            </CardDescription>
          </div>
          <Button variant="ghost" size="sm" onClick={hide}>
            Hide these steps
          </Button>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ol className="divide-y">
            {steps.map((step, index) => (
              <StepItem key={step.id} step={step} number={index + 1} />
            ))}
          </ol>
          {!allDone && <DemoHint />}
        </CardContent>
      </section>
    </Card>
  );
}
