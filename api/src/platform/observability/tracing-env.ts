type Env = Record<string, string | undefined>;

/**
 * Whether to start the OpenTelemetry SDK: an exporter is named (OTEL_TRACES_EXPORTER other
 * than `none`) or an OTLP endpoint is set, and OTEL_SDK_DISABLED is not true.
 */
export function tracingWanted(env: Env): boolean {
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (exporters.length > 0) return !exporters.includes('none');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}
