package main

import (
	"colt/cmd/internal/config"
	"colt/engine/table"
	"colt/mqtt"
	"colt/ui/i18n"
	"colt/ui/phone"
	"colt/ui/teach"
	teachphones "colt/ui/teach/phones"
)

func init() {
	startPhones = func(c config.Config, t *table.Table, logf func(string, ...any), teacher func() *teach.Teacher, saved func(*teach.Teacher)) (phoneService, error) {
		return mqtt.StartWith(mqtt.Config{TableID: c.TableID, Language: c.Language,
			Broker: mqtt.BrokerConfig(c.Broker), HTTP: mqtt.HTTPConfig(c.HTTP)}, t, logf,
			mqtt.Options{Assets: phone.Assets(), TeachHooks: teachphones.Hooks(teach.PhonesOnly, teacher, saved), Words: i18n.PhoneWords})
	}
}
