package org.torchtpu.scheduler;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The scheduler: pod inventory, topology-aware gang placement of slices, queues, leases (see scheduler/README.md). */
@SpringBootApplication
public class SchedulerApplication {
  public static void main(String[] args) {
    SpringApplication.run(SchedulerApplication.class, args);
  }
}
