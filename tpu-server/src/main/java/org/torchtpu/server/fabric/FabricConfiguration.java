package org.torchtpu.server.fabric;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({FabricProperties.class, BulkProperties.class})
class FabricConfiguration {}
