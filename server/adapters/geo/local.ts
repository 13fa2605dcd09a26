import { nearestCity } from '../../modules/maps/cities';
import { isLanIp } from './ip';
import type { GeoAdapter } from './types';

/**
 * The default provider, with no outside service: it recognises local-network addresses but cannot place a
 * public IP (so callers fall back to the default city), and answers coordinates with the nearest city of
 * the offline table. Not a stand-in: it never pretends to have placed an address it cannot place.
 */
export function createLocalGeo(): GeoAdapter {
  return {
    name: 'local',
    provider: 'local',
    standIn: false,
    async locateIp(ip) {
      return isLanIp(ip) ? { kind: 'lan' } : { kind: 'unknown' };
    },
    async regeo(lat, lng) {
      const city = nearestCity(lat, lng);
      return city ? { kind: 'city', adcode: city.code, name: city.name } : { kind: 'none' };
    },
  };
}
