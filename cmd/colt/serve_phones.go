package main

import (
	"colt/cmd/internal/config"
	"colt/engine/table"
	"colt/mqtt"
	"colt/ui/phone"
)

func init() {
	startPhones = func(c config.Config, t *table.Table, logf func(string, ...any)) (phoneService, error) {
		return mqtt.Start(mqtt.Config{TableID: c.TableID, Language: c.Language,
			Broker: mqtt.BrokerConfig(c.Broker), HTTP: mqtt.HTTPConfig(c.HTTP)}, t, phone.Assets(), logf)
	}
}
