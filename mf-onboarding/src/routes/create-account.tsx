import '../mf-onboarding.scss';

export default function CreateAccount() {
  return (
    <section className="mf-onboarding">
      <h1>Create Account</h1>
    </section>
  );
}
