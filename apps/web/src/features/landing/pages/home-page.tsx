import { isTrade } from '@hrt/shared/roles';
import { ArrowRight, LogIn, UserPlus } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths, signedInHome } from '@/config/paths';
import { useSession } from '@/lib/auth/session-context';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { FeatureList } from '../components/feature-list';
import { LazyGuidedStart } from '../components/lazy-guided-start';
import { MobileHome } from '../components/mobile-home';
import { RecentUpdatesCard } from '../components/recent-updates-card';

function BrandHeading() {
  return (
    <div className="flex items-center gap-3">
      <img src="/logo.svg" alt="" width={48} height={48} className="size-12 rounded-xl shadow-sm" />
      <h1 className="text-lg font-semibold tracking-tight">Home Renovation Tracker</h1>
    </div>
  );
}

function VisitorHome() {
  return (
    <div className="grid gap-8 lg:gap-12">
      <section className="relative overflow-hidden rounded-2xl border bg-card px-6 py-10 shadow-sm md:px-10 md:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-primary/10 blur-3xl"
        />
        <div className="relative grid max-w-2xl gap-6">
          <BrandHeading />
          <div className="grid gap-3">
            <h2 className="text-3xl font-bold tracking-tight text-balance md:text-5xl">
              Welcome to Your Project
            </h2>
            <p className="text-lg text-muted-foreground text-pretty">
              Track your renovation progress, manage expenses, and stay organized.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.login.href()}>
                <LogIn aria-hidden="true" />
                Sign In
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.requestAccess.href()}>
                <UserPlus aria-hidden="true" />
                Request Access
              </Link>
            </Button>
          </div>
        </div>
      </section>
      <div className="grid gap-8 lg:grid-cols-5">
        <section
          aria-labelledby="features-heading"
          className="grid content-start gap-4 lg:col-span-3"
        >
          <h2 id="features-heading" className="text-base font-semibold">
            Everything for your renovation in one place
          </h2>
          <FeatureList linked={false} className="grid gap-3 sm:grid-cols-2" />
        </section>
        <RecentUpdatesCard className="lg:col-span-2" />
      </div>
    </div>
  );
}

function MemberHome({ name }: { name: string | null }) {
  return (
    <div className="grid gap-6 lg:gap-8">
      <section className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-2">
          <BrandHeading />
          <p className="text-muted-foreground">
            {name ? `Welcome back, ${name}. ` : ''}
            Track your renovation progress, manage expenses, and stay organized.
          </p>
        </div>
        <Button asChild size="lg" className="self-start sm:self-auto">
          <Link to={paths.rooms.href()}>
            View Rooms
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
      <LazyGuidedStart />
      <div className="grid gap-6 lg:grid-cols-5">
        <RecentUpdatesCard className="lg:col-span-3" />
        <section
          aria-labelledby="shortcuts-heading"
          className="grid content-start gap-3 lg:col-span-2"
        >
          <h2 id="shortcuts-heading" className="text-base font-semibold">
            Go to
          </h2>
          <FeatureList linked className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1" />
        </section>
      </div>
    </div>
  );
}

/** Home (/): the landing page for visitors, the project's front page for members. */
export function HomePage() {
  const session = useSession();
  const isPhone = useMediaQuery(PHONE_QUERY);
  if (session.status === 'loading') return <LoadingScreen inline />;
  if (session.status === 'signed-in') {
    // A trade's front page is its own work; the project's is the household's.
    if (isTrade(session.role)) return <Navigate to={signedInHome(session.role)} replace />;
    const name = session.user?.displayName?.trim() || null;
    return isPhone ? <MobileHome name={name} /> : <MemberHome name={name} />;
  }
  return <VisitorHome />;
}
