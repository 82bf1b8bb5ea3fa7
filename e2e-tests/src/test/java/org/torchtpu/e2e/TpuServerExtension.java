package org.torchtpu.e2e;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.torchtpu.client.TpuClient;

/**
 * One tpu-server process and an SDK client for a whole test class:
 * {@code @RegisterExtension static final TpuServerExtension SERVER = new TpuServerExtension("--torchtpu.chips=1");}
 */
public final class TpuServerExtension implements BeforeAllCallback, AfterAllCallback {
  private final String[] args;
  private ServiceProcess process;
  private TpuClient client;

  public TpuServerExtension(String... springArgs) {
    this.args = springArgs;
  }

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    process = ServiceProcess.start("tpu-server", args);
    client = TpuClient.connect(process.grpcTarget());
  }

  @Override
  public void afterAll(ExtensionContext context) {
    if (client != null) {
      client.close();
    }
    if (process != null) {
      process.close();
    }
  }

  public TpuClient client() {
    return client;
  }

  public ServiceProcess process() {
    return process;
  }
}
