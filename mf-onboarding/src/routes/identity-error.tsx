import '../mf-onboarding.scss';

export default function IdentityError() {
  return (
    <section className="mf-onboarding">
      <h1>Error</h1>
    </section>
  );
}
