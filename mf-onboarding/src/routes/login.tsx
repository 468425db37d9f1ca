import '../mf-onboarding.scss';

export default function Login() {
  return (
    <section className="mf-onboarding">
      <h1>Log In</h1>
    </section>
  );
}
