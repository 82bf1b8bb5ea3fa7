package org.torchtpu.scheduler;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Import;
import org.torchtpu.service.ServiceCommonConfiguration;
import org.torchtpu.service.observability.CallContextConfiguration;

/** The scheduler: pod inventory, topology-aware gang placement of slices, queues, leases (see scheduler/README.md). */
@SpringBootApplication
@Import({ServiceCommonConfiguration.class, CallContextConfiguration.class})
public class SchedulerApplication {
  public static void main(String[] args) {
    SpringApplication.run(SchedulerApplication.class, args);
  }
}
