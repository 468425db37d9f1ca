import '../mf-onboarding.scss';

export default function Step2() {
  return (
    <section className="mf-onboarding">
      <h1>Personal Information</h1>
    </section>
  );
}
