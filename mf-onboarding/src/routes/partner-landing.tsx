import '../mf-onboarding.scss';

export default function PartnerLanding() {
  return (
    <section className="mf-onboarding">
      <h1>Agent</h1>
    </section>
  );
}
