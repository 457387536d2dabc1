import { ButtonLink } from "~/components/ui/button-link";
import { ResponsiveImage } from "~/components/ui/responsive-image";

export function HeroSlideshow() {
  return (
    <section
      id="home"
      className="relative isolate flex min-h-[80dvh] items-center overflow-hidden bg-brand-900 text-white"
    >
      <ResponsiveImage
        src="/images/hero/hero-remodel-1600.webp"
        width={1600}
        height={900}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-50"
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6">
        <p className="font-semibold tracking-wider text-accent-400 uppercase">Complete Home Remodeling</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          Transform Your Home Today!
        </h1>
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink to="/book">Book Now</ButtonLink>
          <ButtonLink to="/services" variant="outline">
            Explore Services
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
