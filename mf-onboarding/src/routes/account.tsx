import '../mf-onboarding.scss';

export default function Account() {
  return (
    <section className="mf-onboarding">
      <h1>Your Account</h1>
    </section>
  );
}
