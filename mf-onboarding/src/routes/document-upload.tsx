import '../mf-onboarding.scss';

export default function DocumentUpload() {
  return (
    <section className="mf-onboarding">
      <h1>Verify Your Identity</h1>
    </section>
  );
}
