package org.torchtpu.testing;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.utility.DockerImageName;

/**
 * Gate and image names of the Docker-based tests (Testcontainers). Without a Docker engine a container test
 * fails when the environment variable CI is set (.ci/run installs and starts one) and is skipped, saying so,
 * elsewhere; each such test has a process-based twin that runs either way.
 *
 * <p>This machine reaches no image registry, so the images are the local ones .ci/build-base-images.sh makes from
 * Debian packages, named by environment variables (the official images are the defaults); Testcontainers'
 * reaper, itself an image, is off (TESTCONTAINERS_RYUK_DISABLED=true in the build): each test stops its own
 * containers.
 */
public final class DockerEngine {
  private DockerEngine() {}

  /** Returns when a Docker engine answers; otherwise fails (CI) or skips the test with the reason. */
  public static void require(String what) {
    boolean up;
    String why;
    try {
      up = DockerClientFactory.instance().isDockerAvailable();
      why = up ? "" : "no Docker engine answers (is dockerd running? .ci/run starts it)";
    } catch (RuntimeException | LinkageError e) {
      up = false;
      why = "no Docker engine: " + e;
    }
    if (up) {
      return;
    }
    String message = what + ": " + why;
    if (LocalPostgres.inCi()) {
      Assertions.fail(message + " — required in CI");
    }
    System.out.println("SKIPPED " + message + "; its process-based twin runs instead");
    Assumptions.abort(message + " — skipping outside CI");
  }

  /** The PostgreSQL image: $TORCHTPU_POSTGRES_IMAGE (e.g. torchtpu/base-postgres:bookworm), else postgres:16. */
  public static DockerImageName postgresImage() {
    return DockerImageName.parse(env("TORCHTPU_POSTGRES_IMAGE", "postgres:16")).asCompatibleSubstituteFor("postgres");
  }

  static String env(String name, String fallback) {
    String v = System.getenv(name);
    return v == null || v.isBlank() ? fallback : v;
  }
}
