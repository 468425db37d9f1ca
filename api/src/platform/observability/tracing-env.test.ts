import { tracingWanted } from './tracing-env';

describe('tracingWanted', () => {
  it('is off by default', () => {
    expect(tracingWanted({})).toBe(false);
  });

  it('is on when the standard environment names an exporter or an OTLP endpoint', () => {
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'console,otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });

  it('stays off when the exporter is none or the SDK is disabled', () => {
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(
      false,
    );
    expect(tracingWanted({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(false);
  });
});
